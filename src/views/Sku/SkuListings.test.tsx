import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { countOf, find } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import {
  choose,
  enter,
  expectFieldMessage,
  openAs,
  sellerSku,
  textbox,
  textOf,
  type Lang,
} from './sku.test-support';

setupMockServer();
afterEach(cleanup);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('platform listings (business.md §4)', () => {
  it.each<Lang>(['zh-CN', 'en'])(
    'a seller lists an approved SKU on a store: the rules speak at the fields first (%s)',
    async (lang) => {
      const t = textOf(lang);
      const sku = await sellerSku('APPROVED');
      const platformSku = `UT-${lang}-LISTING`;
      await openAs('#/sku/listings', 'seller', lang);
      fireEvent.click(await screen.findByRole('button', { name: t('sku.listing.add') }, { timeout: 60000 }));
      const form = await screen.findByRole('form', { name: t('sku.listing.formTitle') });

      // an empty form: the required fields say so, and nothing is saved
      fireEvent.click(within(form).getByRole('button', { name: t('sku.listing.save') }));
      await expectFieldMessage(form, t('sku.listing.storeName'), t('sku.rules.storeNameRequired'));
      await expectFieldMessage(form, t('sku.listing.platformSku'), t('sku.rules.platformSkuRequired'));
      expect(await countOf(await liveDb(), 'listings', { platformSku })).toBe(0);

      const picker = within(form).getByRole('combobox', {
        name: new RegExp(`^${escape(t('sku.fields.sku'))}`),
      });
      fireEvent.change(picker, { target: { value: sku.sku } });
      await choose(form, t('sku.fields.sku'), new RegExp(`^${escape(sku.sku)} ·`));
      await choose(form, t('sku.listing.platform'), t('sku.platform.AMAZON'));
      enter(textbox(form, t('sku.listing.storeName')), 'Blue Harbor US');
      await choose(form, t('sku.listing.site'), 'US');
      enter(textbox(form, t('sku.listing.platformSku')), platformSku);
      enter(textbox(form, t('sku.listing.sellingPrice')), '19.99');
      fireEvent.click(within(form).getByRole('button', { name: t('sku.listing.save') }));

      expect(await screen.findByText(t('sku.listing.saved', { platformSku }))).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('form', { name: t('sku.listing.formTitle') })).toBeNull(),
      );
      await waitFor(async () => {
        const saved = await find(await liveDb(), 'listings', { platformSku });
        expect(saved).toMatchObject({
          sku: sku.sku,
          platform: 'AMAZON',
          site: 'US',
          sellingPrice: 19.99,
          customerId: 'C001',
        });
      });
    },
    150_000,
  );
});
