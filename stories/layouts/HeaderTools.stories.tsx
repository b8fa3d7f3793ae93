import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeaderTools } from '@/layouts/parts/HeaderTools';

const meta = {
  title: 'Layouts/HeaderTools',
  component: HeaderTools,
  args: {
    settings: { screenfull: true, size: true, locale: true, mobile: false },
    onOpenSettings: () => undefined,
  },
} satisfies Meta<typeof HeaderTools>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const Phone: Story = {
  args: { settings: { screenfull: false, size: false, locale: true, mobile: true } },
};
export const Dark: Story = { parameters: { dark: true } };
