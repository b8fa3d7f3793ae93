import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from '@/components/Logo/Logo';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  args: { size: 32, withTitle: true, dark: true },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {};
export const MarkOnly: Story = { args: { withTitle: false } };
export const OnMenuBackground: Story = {
  args: { dark: false },
  decorators: [(Story) => <div style={{ background: '#001529', padding: 16 }}>{Story()}</div>],
};
