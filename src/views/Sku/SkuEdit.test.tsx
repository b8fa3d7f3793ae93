import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { translate } from '../../../server/api/i18n';
import { setupMockServer } from '@mocks/testing';
import { enter, expectFieldMessage, openAs, sellerSku, textbox, textOf, type Lang } from './sku.test-support';

setupMockServer();
afterEach(cleanup);

describe('the SKU form', () => {
  it.each<Lang>(['zh-CN', 'en'])(
    'shows the back-end rules at the fields (%s): a bad GTIN, a bad HS code',
    async (lang) => {
      const t = textOf(lang);
      await openAs('#/sku/add', 'seller', lang);
      const form = await screen.findByRole('form', { name: t('sku.edit.addTitle') }, { timeout: 60000 });

      enter(textbox(form, t('sku.fields.barcode')), '4006381333932');
      await expectFieldMessage(form, t('sku.fields.barcode'), t('sku.rules.barcodeInvalid'));
      enter(textbox(form, t('sku.fields.sku')), 'ab');
      await expectFieldMessage(form, t('sku.fields.sku'), t('sku.rules.skuCodeInvalid'));

      fireEvent.click(screen.getByRole('button', { name: t('sku.declaration.add') }));
      const declaration = await screen.findByRole('form', { name: t('sku.declaration.formTitle') });
      enter(textbox(declaration, t('sku.declaration.hsCode')), '85AB12');
      await expectFieldMessage(declaration, t('sku.declaration.hsCode'), t('sku.rules.hsCodeInvalid'));
      // the dialog's own submit does not save the SKU behind it
      fireEvent.click(within(declaration).getByRole('button', { name: t('sku.declaration.save') }));
      await expectFieldMessage(
        declaration,
        t('sku.declaration.declaredNameEn'),
        t('sku.rules.declaredNameEnRequired'),
      );
      expect(window.location.hash).toBe('#/sku/add');
    },
    90_000,
  );

  it.each<Lang>(['zh-CN', 'en'])(
    "shows the server's 422 message at its field (%s): a SKU code already taken",
    async (lang) => {
      const t = textOf(lang);
      const existing = await sellerSku('APPROVED');
      await openAs('#/sku/add', 'seller', lang);
      const form = await screen.findByRole('form', { name: t('sku.edit.addTitle') }, { timeout: 60000 });
      const values: [string, string][] = [
        ['sku.fields.sku', existing.sku],
        ['sku.fields.nameEn', 'Second lamp'],
        ['sku.fields.nameCn', 'Di Er Zhan Deng'],
        ['sku.fields.category', 'Lighting'],
        ['sku.fields.weightKg', '1'],
        ['sku.fields.lengthCm', '10'],
        ['sku.fields.widthCm', '10'],
        ['sku.fields.heightCm', '10'],
      ];
      for (const [label, value] of values) enter(textbox(form, t(label)), value);
      fireEvent.click(within(form).getByRole('button', { name: t('sku.edit.saveDraft') }));
      await expectFieldMessage(form, t('sku.fields.sku'), translate(lang, 'skuCodeTaken'));
      expect(window.location.hash).toBe('#/sku/add');
    },
    120_000,
  );
});
