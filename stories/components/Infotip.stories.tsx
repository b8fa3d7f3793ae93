import { Group, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Infotip } from '@/components/Infotip/Infotip';

const meta = {
  title: 'Components/Infotip',
  component: Infotip,
  args: {
    title: 'Volumetric weight',
    lines: [
      'Volumetric weight = length × width × height ÷ 6000.',
      'The higher of actual and volumetric weight is charged.',
      'Oversize parcels pay a surcharge.',
    ],
    keywords: ['charged', 'surcharge'],
  },
  decorators: [
    (Story) => (
      <Group gap={6} p="xl" justify="center">
        <Text fw={500}>Weight</Text>
        <Story />
      </Group>
    ),
  ],
} satisfies Meta<typeof Infotip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OneLine: Story = {
  args: { title: undefined, lines: ['The value on the customs declaration.'], keywords: [] },
};
export const Coloured: Story = { args: { color: 'orange', size: 22, position: 'right' } };
export const Dark: Story = { parameters: { dark: true } };
