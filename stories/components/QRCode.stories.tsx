import type { Meta, StoryObj } from '@storybook/react-vite';
import { APP_LOGO_URL } from '@/components/QRCode/app-logo';
import { QRCode } from '@/components/QRCode/QRCode';

const meta = {
  title: 'Components/QRCode',
  component: QRCode,
  args: { text: 'https://github.com/outpost-console/outpost', size: 200 },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Coloured: Story = { args: { fg: '#1864ab', bg: '#e7f5ff', level: 'Q' } };
export const WithLogo: Story = { args: { logo: APP_LOGO_URL, level: 'H' } };
export const Empty: Story = { args: { text: '' } };
export const Dark: Story = { parameters: { dark: true } };
