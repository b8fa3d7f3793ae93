import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from '@mantine/form';
import { BoxEditor } from '@/views/Inbound/edit/BoxEditor';
import {
  emptyInbound,
  nextKey,
  type BoxValues,
  type InboundFormValues,
} from '@/views/Inbound/edit/inbound-form';
import type { Sku } from '@/api/business/types/sku';
import type { SkuSearch } from '@/views/Business/shared/SkuPicker';

// the picker shows a SKU's code and name: the catalogue needs no more of a SKU than that
const CATALOGUE = [
  { id: 'S1', sku: 'ELEC-0001-BK', nameEn: 'Kestrel Compact Smart Plug', nameCn: '' },
  { id: 'S2', sku: 'HOME-0298', nameEn: 'Arbor Lane Eco Wall Clock', nameCn: '' },
  { id: 'S3', sku: 'SPRT-0076_XL', nameEn: 'Kestrel Classic Camping Lantern', nameCn: '' },
] as Sku[];

const searchCatalogue: SkuSearch = async (keyword) =>
  CATALOGUE.filter((choice) =>
    `${choice.sku} ${choice.nameEn}`.toLowerCase().includes(keyword.toLowerCase()),
  );

const packedBox = (ref: string, lines: [string, number][]): BoxValues => ({
  key: nextKey(),
  customerBoxRef: ref,
  weightKg: 12.5,
  lengthCm: 60,
  widthCm: 40,
  heightCm: 35,
  lines: lines.map(([sku, expectedQty]) => ({ key: nextKey(), sku, expectedQty })),
});

interface BoxEditorStoryProps {
  boxes: BoxValues[];
  /** field messages as the server's 422 names them */
  errors?: Record<string, string>;
}

/** The box editor inside a form of its own, as the inbound order form holds it. */
function BoxEditorStory({ boxes, errors = {} }: BoxEditorStoryProps) {
  const form = useForm<InboundFormValues>({
    mode: 'controlled',
    initialValues: { ...emptyInbound(), boxes },
    initialErrors: errors,
  });
  return <BoxEditor form={form} searchSkus={searchCatalogue} />;
}

const meta = {
  title: 'Views/Inbound/BoxEditor',
  component: BoxEditorStory,
  parameters: { path: '/inbound/add' },
  args: {
    boxes: [
      packedBox('CTN-A1', [
        ['ELEC-0001-BK', 24],
        ['HOME-0298', 6],
      ]),
      packedBox('CTN-A2', [['SPRT-0076_XL', 12]]),
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
} satisfies Meta<typeof BoxEditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A new order: one empty box waiting for its size and SKUs. */
export const Empty: Story = { args: { boxes: emptyInbound().boxes } };

/** The server's messages at the box and line they concern. */
export const ServerErrors: Story = {
  args: {
    errors: {
      'boxes.0.lines.1.expectedQty': 'More than the box can hold',
      'boxes.1.lines.0.sku': 'No approved US import declaration for this SKU',
    },
  },
};

export const Dark: Story = { parameters: { dark: true } };
