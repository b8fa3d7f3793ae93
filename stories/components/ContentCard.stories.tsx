import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Group, Text } from '@mantine/core';
import { ContentCard } from '@/components/ContentCard/ContentCard';

const meta = {
  title: 'Components/ContentCard',
  component: ContentCard,
  args: {
    title: 'Role management',
    intro: 'The roles of the sample back-end; a role opens its menus as a checkable tree.',
    children: (
      <Group justify="space-between">
        <Text fz="sm">The page’s content goes here: a table, a form, a tree.</Text>
        <Button size="xs">Add</Button>
      </Group>
    ),
  },
} satisfies Meta<typeof ContentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongIntro: Story = {
  args: {
    intro:
      'A longer description wraps under the title at every width, so a phone shows all of it without scrolling sideways.',
  },
};
