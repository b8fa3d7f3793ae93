import type { Meta, StoryObj } from '@storybook/react-vite';
import { LockScreen } from '@/layouts/LockScreen';

const meta = {
  title: 'Layouts/LockScreen',
  component: LockScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LockScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Locked: Story = {};
export const Dark: Story = { parameters: { dark: true } };
