import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OutboundWaybillRow } from '@/api/business/outbound';
import { UploadMatcher, type UploadMatcherProps } from '@/views/Outbound/waybills/UploadMatcher';

const order = (
  outboundNo: string,
  referenceNo: string,
  waybill: OutboundWaybillRow['waybill'],
): OutboundWaybillRow => ({
  id: outboundNo,
  outboundNo,
  referenceNo,
  customerId: 'C001',
  warehouseCode: 'USEA',
  carrierCode: 'UPS-GROUND',
  businessMode: 'WAREHOUSE_ONLY',
  status: 'AWAITING_PICK',
  trackingNo: '',
  waybill,
  fileName: waybill === 'UPLOADED' ? 'label.pdf' : null,
  uploadedAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
});

const ORDERS = [
  order('OB20261120-0001', 'AMZ-113-4431', 'MISSING'),
  order('OB20261120-0002', 'SHOP-88120', 'MISSING'),
  order('OB20261120-0003', 'EBAY-55-1200', 'MISSING'),
  order('OB20261120-0004', 'SHOP-88121', 'UPLOADED'),
];

const pdf = (name: string) => new File(['%PDF-1.4\n%label\n'], name, { type: 'application/pdf' });

const FILES = [
  pdf('OB20261120-0001.pdf'),
  pdf('SHOP-88120.pdf'),
  pdf('ob20261120-0003.pdf'),
  pdf('OB20261120-0004.pdf'),
  pdf('scan-0007.pdf'),
  new File(['x'], 'OB20261120-0002.png', { type: 'image/png' }),
];

const findCandidates: UploadMatcherProps['findCandidates'] = async () => ORDERS;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const slowUpload: UploadMatcherProps['upload'] = () => wait(400);
/** The server refuses the second order's file. */
const refusingUpload: UploadMatcherProps['upload'] = async (orderId) => {
  await wait(200);
  if (orderId === 'OB20261120-0002') throw new Error('the file must not exceed 10 MB');
};

const meta = {
  title: 'Views/Outbound/UploadMatcher',
  component: UploadMatcher,
  parameters: { path: '/outbound/waybills' },
  args: {
    findCandidates,
    upload: slowUpload,
    onUploaded: () => undefined,
  },
  decorators: [(Story) => <div style={{ maxWidth: 860 }}>{Story()}</div>],
} satisfies Meta<typeof UploadMatcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: drop files or choose them. */
export const Empty: Story = {};

/** Six files: three matched (by number, by reference, any case), the rest said why they will not be sent. */
export const Matched: Story = { args: { initialFiles: FILES } };

/** Upload them: the server refuses the second file, its row says why, the others go on. */
export const OneRefused: Story = {
  args: {
    initialFiles: FILES.slice(0, 3),
    upload: refusingUpload,
  },
};

export const Dark: Story = { args: { initialFiles: FILES }, parameters: { dark: true } };
