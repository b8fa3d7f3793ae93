import { Button, Group, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tour, type TourStep } from '@/components/Tour/Tour';

const steps: TourStep[] = [
  { target: '#tour-story-search', title: 'Search', content: 'Find a page by name.' },
  { target: '#tour-story-settings', title: 'Settings', content: 'Colours and layout.' },
  { title: 'That is all', content: 'A step without an element is centred.' },
];

const meta = {
  title: 'Components/Tour',
  component: Tour,
  args: { steps, opened: true, onClose: () => undefined },
  render: function Render(args) {
    const [opened, setOpened] = useState(args.opened);
    return (
      <Stack>
        <Group>
          <Button id="tour-story-search" variant="default">
            Search
          </Button>
          <Button id="tour-story-settings" variant="default">
            Settings
          </Button>
        </Group>
        <Text fz="sm">
          <Button size="xs" onClick={() => setOpened(true)}>
            Start
          </Button>
        </Text>
        <Tour {...args} opened={opened} onClose={() => setOpened(false)} />
      </Stack>
    );
  },
} satisfies Meta<typeof Tour>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LastStep: Story = { args: { defaultStep: 2 } };
export const Closed: Story = { args: { opened: false } };
export const Dark: Story = { parameters: { dark: true } };
