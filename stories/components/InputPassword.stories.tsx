import type { Meta, StoryObj } from '@storybook/react-vite';
import { InputPassword } from '@/components/InputPassword/InputPassword';

const meta = {
  title: 'Components/InputPassword',
  component: InputPassword,
  args: { label: 'Password', placeholder: '········', maw: 360 },
} satisfies Meta<typeof InputPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Weak: Story = { args: { defaultValue: 'abcdefg1' } };
export const Strong: Story = { args: { defaultValue: 'Warehouse#2024', withChecklist: true } };
export const WithChecklist: Story = { args: { withChecklist: true } };
export const WithError: Story = { args: { defaultValue: 'short', error: 'At least 8 characters' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'abcdefg1' } };
export const Dark: Story = {
  args: { defaultValue: 'abcdeFg1!', withChecklist: true },
  parameters: { dark: true },
};
