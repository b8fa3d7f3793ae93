import type { Meta, StoryObj } from '@storybook/react-vite';
import { LabelPreview } from '@/views/Sku/barcode/LabelPreview';

const items = [
  { barcode: 'NW-NW-LAMP-01', sku: 'NW-LAMP-01', name: 'Dimmable desk lamp', copies: 2 },
  { barcode: '4006381333931', sku: 'NW-MUG-350', name: 'Enamel mug 350 ml, forest green', copies: 1 },
];

const meta = {
  title: 'Views/Sku/LabelPreview',
  component: LabelPreview,
  parameters: { path: '/sku/barcode' },
  args: { items, size: '100x60', madeInChina: true },
  argTypes: { size: { control: 'inline-radio', options: ['100x60', '70x50', '60x40', 'A4'] } },
} satisfies Meta<typeof LabelPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labels true to size with real Code 128 bars. */
export const Default: Story = {};

export const Small: Story = { args: { size: '60x40', madeInChina: false } };

/** An A4 sheet of 3 × 7 stickers, shown smaller. */
export const Sheet: Story = { args: { size: 'A4', items: [{ ...items[0], copies: 23 }] } };

export const Empty: Story = { args: { items: [] } };

export const Dark: Story = { parameters: { dark: true } };
