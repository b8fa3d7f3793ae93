import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@mantine/core';
import { CountTo } from '@/components/CountTo/CountTo';

const meta = {
  title: 'Views/Dashboard/CountTo',
  component: CountTo,
  args: { end: 102400, locale: 'zh-CN', duration: 1500 },
  render: (args) => (
    <Text fz={28} fw={700}>
      <CountTo {...args} />
    </Text>
  ),
} satisfies Meta<typeof CountTo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const English: Story = { args: { end: 81212, locale: 'en' } };

/** Counting on from an earlier value, as when a figure is refreshed. */
export const FromAStart: Story = { args: { start: 9000, end: 9280, duration: 3000 } };

export const Dark: Story = { parameters: { dark: true } };
