import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Sku } from '@/api/business/types/sku';
import { SkuForm } from '@/views/Sku/form/SkuForm';

const approved: Sku = {
  id: 'SKU20261101-0007',
  customerId: 'C001',
  sku: 'NW-LAMP-01',
  nameCn: 'Tiaoguang Taideng',
  nameEn: 'Dimmable desk lamp',
  barcode: '4006381333931',
  systemBarcode: 'NW-NW-LAMP-01',
  weightKg: 0.82,
  lengthCm: 32,
  widthCm: 18.5,
  heightCm: 12,
  measured: null,
  category: 'Lighting',
  cargoAttribute: 'GENERAL',
  brand: 'Northwind',
  model: 'DL-2',
  material: 'Aluminium',
  purpose: 'Home office lighting',
  productUrl: 'https://example.com/lamp',
  images: [],
  unit: 'PCS',
  status: 'APPROVED',
  reviewRemark: '',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
  actionLog: [],
};

const meta = {
  title: 'Views/Sku/SkuForm',
  component: SkuForm,
  parameters: { path: '/sku/add' },
  args: { save: async () => undefined, onCancel: () => undefined },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}>{Story()}</div>],
} satisfies Meta<typeof SkuForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new SKU: the back-end's rules run as the fields are left. */
export const Default: Story = {};

/** An approved SKU: its code is fixed; a change of size sends it back to review. */
export const Editing: Story = { args: { record: approved } };

/** A draft that may be submitted from the form. */
export const WithSubmit: Story = { args: { record: { ...approved, status: 'DRAFT' }, canSubmit: true } };

/** What a 422 answer looks like at the fields. */
export const ServerErrors: Story = {
  args: {
    record: { ...approved, status: 'DRAFT' },
    initialErrors: { sku: 'you already have a SKU or carton with this code' },
  },
};

export const Dark: Story = { parameters: { dark: true } };
