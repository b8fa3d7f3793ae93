import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { InboundBox } from '@/api/business/types/documents';
import { ReceivingTable } from '@/views/Inbound/receiving/ReceivingTable';
import { expectedCounts, type Counts } from '@/views/Inbound/receiving/receiving-counts';

const NO = 'IB20261122-0007';

const box = (boxNo: number, lines: [string, number][]): InboundBox => ({
  boxNo,
  boxBarcode: `${NO}-${boxNo}`,
  customerBoxRef: '',
  weightKg: 12,
  lengthCm: 60,
  widthCm: 40,
  heightCm: 35,
  lines: lines.map(([sku, expectedQty]) => ({ sku, expectedQty, receivedQty: 0, goodQty: 0, damagedQty: 0 })),
});

const BOXES = [
  box(1, [
    ['ELEC-0001-BK', 24],
    ['HOME-0298', 6],
  ]),
  box(2, [['SPRT-0076_XL', 12]]),
];

interface ReceivingTableStoryProps {
  boxes: InboundBox[];
  /** changes to the expected counts: a short line, a damaged unit */
  adjust?: Counts;
  activeBox?: number | null;
}

/** The counting table holding its own counts, starting from the expected quantities. */
function ReceivingTableStory({ boxes, adjust = {}, activeBox = null }: ReceivingTableStoryProps) {
  const [counts, setCounts] = useState<Counts>(() => ({ ...expectedCounts(boxes), ...adjust }));
  return (
    <ReceivingTable
      boxes={boxes}
      counts={counts}
      activeBox={activeBox}
      onChange={(key, count) => setCounts((previous) => ({ ...previous, [key]: count }))}
    />
  );
}

const meta = {
  title: 'Views/Inbound/ReceivingTable',
  component: ReceivingTableStory,
  parameters: { path: '/inbound/detail/IB20261122-0007' },
  args: { boxes: BOXES },
} satisfies Meta<typeof ReceivingTableStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** One unit short in box 1 and one damaged in box 2: both lines show their difference. */
export const ShortAndDamaged: Story = {
  args: {
    adjust: {
      '1|HOME-0298': { good: 5, damaged: 0 },
      '2|SPRT-0076_XL': { good: 11, damaged: 1 },
    },
    activeBox: 2,
  },
};

export const Dark: Story = { parameters: { dark: true } };
