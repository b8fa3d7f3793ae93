import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeclarationForm } from '@/views/Sku/declarations/DeclarationForm';

const meta = {
  title: 'Views/Sku/DeclarationForm',
  component: DeclarationForm,
  parameters: { path: '/sku/declarations' },
  args: { onSubmit: () => undefined, onCancel: () => undefined, initial: { sku: 'NW-LAMP-01' } },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof DeclarationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new declaration of a SKU: country, direction, names, HS code, value, origin. */
export const Default: Story = {};

/** Editing the US import declaration: another US import would be refused at the country. */
export const Editing: Story = {
  args: {
    initial: {
      sku: 'NW-LAMP-01',
      countryCode: 'US',
      direction: 'IMPORT',
      declaredNameEn: 'Desk lamp',
      declaredNameCn: 'Taideng',
      hsCode: '9405210000',
      declaredValue: 12.5,
      currency: 'USD',
      originCountry: 'CN',
    },
    taken: new Set(['GB/IMPORT']),
    skuField: 'locked',
  },
};

/** What a 422 answer looks like at the fields. */
export const ServerErrors: Story = {
  args: {
    initialErrors: { countryCode: 'this SKU already has a declaration for this country and direction' },
  },
};

export const Dark: Story = { parameters: { dark: true } };
