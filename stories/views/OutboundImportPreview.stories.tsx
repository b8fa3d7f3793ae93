import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImportPreviewRow } from '@/api/business/outbound';
import { ImportPreviewTable } from '@/views/Outbound/import/ImportPreviewTable';

// The template's columns, in its order (the server lists a row's values so).
const EXAMPLE: Record<string, string> = {
  referenceNo: '',
  warehouseCode: 'USEA',
  carrierCode: 'UPS-GROUND',
  platform: 'AMAZON',
  storeName: 'Main store',
  consigneeName: 'Jane Doe',
  company: '',
  phone: '+1 555 0123',
  email: 'jane@example.com',
  countryCode: 'US',
  state: 'NJ',
  city: 'Edison',
  address1: '1 Main Street',
  address2: '',
  postcode: '08817',
  sku: 'ELEC-0001-BK',
  platformSku: '',
  qty: '1',
  declaredValue: '10',
  signature: 'N',
  insuranceValue: '0',
  remark: '',
};

const row = (index: number, patch: Record<string, string> = {}, errors: Record<string, string> = {}) => ({
  rowNo: index + 2,
  values: { ...EXAMPLE, referenceNo: `112-000${String(index + 1).padStart(4, '0')}`, ...patch },
  sku: patch.sku ?? EXAMPLE.sku,
  valid: Object.keys(errors).length === 0,
  errors,
});

const validRows = (count: number): ImportPreviewRow[] =>
  Array.from({ length: count }, (_, index) => row(index));

const meta = {
  title: 'Views/Outbound/ImportPreview',
  component: ImportPreviewTable,
  parameters: { path: '/outbound/import' },
  args: { rows: validRows(12), onFix: () => undefined },
  decorators: [(Story) => <div style={{ maxWidth: 1100 }}>{Story()}</div>],
} satisfies Meta<typeof ImportPreviewTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every row valid. */
export const Valid: Story = {};

/** Cells in error marked, each with its message; a red cell opens the fix. */
export const WithErrors: Story = {
  args: {
    rows: [
      row(0),
      row(1, { qty: '0' }, { qty: 'qty must be a whole number from 1' }),
      row(2, { countryCode: 'usa' }, { countryCode: 'countryCode must be two capital letters' }),
      row(3),
      row(4, { sku: 'NOPE-0000' }, { sku: 'SKU NOPE-0000 is unknown or not approved' }),
      row(
        5,
        { consigneeName: '', phone: 'call me' },
        {
          consigneeName: 'consigneeName is required',
          phone: 'The phone number may hold digits, spaces and + - ( ) only',
        },
      ),
      row(6),
    ],
  },
};

/** A file without rows (the server refuses one; the table still says so). */
export const Empty: Story = { args: { rows: [] } };

/** 5,000 rows: only those in view are rendered, so it scrolls smoothly. */
export const FiveThousandRows: Story = {
  args: {
    rows: Array.from({ length: 5000 }, (_, index) =>
      index % 97 === 5 ? row(index, { qty: '0' }, { qty: 'qty must be a whole number from 1' }) : row(index),
    ),
  },
};

/** Read-only (no fix offered): the cells in error are marked all the same. */
export const ReadOnly: Story = { args: { ...WithErrors.args, onFix: undefined } };

export const Dark: Story = { args: WithErrors.args, parameters: { dark: true } };
