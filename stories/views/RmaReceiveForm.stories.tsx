import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Rma } from '@/api/business/types/documents';
import { ReceivePanel } from '@/views/Rma/detail/ReceivePanel';

const rma = {
  id: 'RMA20261124-0012',
  rmaNo: 'RMA20261124-0012',
  customerId: 'C001',
  status: 'SUBMITTED',
  warehouseCode: 'USEA',
  updatedAt: '2026-11-24T09:30:00Z',
  lines: [
    { sku: 'APRL-0013', expectedQty: 3, goodQty: 0, defectiveQty: 0, unidentifiedQty: 0 },
    { sku: 'HOME-0042', expectedQty: 2, goodQty: 0, defectiveQty: 0, unidentifiedQty: 0 },
  ],
  photos: [],
  actionLog: [],
} as unknown as Rma;

/** The warehouse receives a return: counts per line and grade, photos where the strategy asks. */
const meta = {
  title: 'Views/Rma/ReceiveForm',
  component: ReceivePanel,
  parameters: { path: `/rma/detail/${rma.id}` },
  args: {
    rma,
    photoRequired: true,
    onReceive: fn(() => Promise.resolve({ ok: true as const, answer: rma })),
    onClose: fn(),
    upload: fn(() => Promise.resolve({ url: 'Rma/File?id=story' })),
  },
} satisfies Meta<typeof ReceivePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A strategy of the return asks for photos. */
export const PhotosRequired: Story = {};

/** No strategy asks for photos: they are optional. */
export const PhotosOptional: Story = { args: { photoRequired: false } };

export const Dark: Story = { parameters: { dark: true } };
