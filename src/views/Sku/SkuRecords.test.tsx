import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { countOf, find } from '../../../server/store/store';
import { setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
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

const MB = 1024 * 1024;

/** Puts `file` in the form's file field (its hidden input). */
function attach(form: HTMLElement, file: File) {
  const input = form.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file field');
  fireEvent.change(input, { target: { files: [file] } });
}

/**
 * A PDF that says it is `size` bytes: the test DOM copies a real 11 MB buffer byte by byte whenever
 * the form's values are cloned, which a browser never does.
 */
function largeFile(name: string, size: number) {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function openCertificateForm(lang: Lang) {
  const t = textOf(lang);
  const draft = await sellerSku('DRAFT');
  await openAs(`#/sku/detail/${draft.id}`, 'seller', lang);
  fireEvent.click(
    await screen.findByRole('tab', { name: t('sku.detail.tabs.certificates') }, { timeout: 60000 }),
  );
  fireEvent.click(await screen.findByRole('button', { name: t('sku.certificate.add') }, { timeout: 20000 }));
  return screen.findByRole('form', { name: t('sku.certificate.formTitle') });
}

describe('the records around a SKU', () => {
  it.each<Lang>(['zh-CN', 'en'])(
    'refuse a certificate file that is too large or of the wrong type (%s)',
    async (lang) => {
      const t = textOf(lang);
      const form = await openCertificateForm(lang);
      const before = await countOf(await liveDb(), 'certificates');
      attach(form, largeFile('msds.pdf', 11 * MB));
      await expectFieldMessage(form, t('sku.certificate.file'), t('sku.rules.certificateFileTooLarge'));
      attach(form, new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }));
      await expectFieldMessage(form, t('sku.certificate.file'), t('sku.rules.certificateFileType'));

      // MSDS needs an expiry date; the save goes nowhere while a rule fails
      await choose(form, t('sku.certificate.type'), 'MSDS');
      fireEvent.click(within(form).getByRole('button', { name: t('sku.certificate.save') }));
      await expectFieldMessage(form, t('sku.certificate.expiresAt'), t('sku.rules.expiresAtRequired'));
      expect(await countOf(await liveDb(), 'certificates')).toBe(before);
    },
    150_000,
  );

  it('binds a full-box SKU of at least 2 units of one approved SKU', async () => {
    const component = await sellerSku('APPROVED');
    await openAs('#/sku/cartons', 'seller');
    fireEvent.click(await screen.findByRole('button', { name: zh('sku.carton.add') }, { timeout: 60000 }));
    const form = await screen.findByRole('form', { name: zh('sku.carton.formTitle') });
    enter(textbox(form, zh('sku.carton.cartonSku')), 'ut-box-6');
    enter(textbox(form, zh('sku.carton.unitsPerCarton')), '1');
    await expectFieldMessage(form, zh('sku.carton.unitsPerCarton'), zh('sku.rules.unitsPerCartonInvalid'));

    const picker = within(form).getByRole('combobox', {
      name: new RegExp(`^${zh('sku.carton.componentSku')}`),
    });
    fireEvent.change(picker, { target: { value: component.sku } });
    await choose(
      form,
      zh('sku.carton.componentSku'),
      new RegExp(`^${component.sku.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ·`),
    );
    enter(textbox(form, zh('sku.carton.unitsPerCarton')), '6');
    for (const [label, value] of [
      ['sku.fields.weightKg', '5'],
      ['sku.fields.lengthCm', '40'],
      ['sku.fields.widthCm', '30'],
      ['sku.fields.heightCm', '20'],
    ]) {
      enter(textbox(form, zh(label)), value);
    }
    fireEvent.click(within(form).getByRole('button', { name: zh('sku.carton.save') }));
    await waitFor(async () => {
      const carton = await find(await liveDb(), 'cartons', { cartonSku: 'UT-BOX-6' });
      expect(carton).toMatchObject({ componentSku: component.sku, unitsPerCarton: 6, customerId: 'C001' });
    });
  }, 150_000);
});
