import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { IconPicker } from '@/components/IconPicker/IconPicker';

function Controlled({ initial, disabled }: { initial: string; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return <IconPicker value={value} onChange={setValue} disabled={disabled} />;
}

const meta = {
  title: 'Components/IconPicker',
  component: Controlled,
  args: { initial: 'vi-package' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { initial: '' } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { parameters: { dark: true } };
