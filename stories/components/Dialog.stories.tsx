import { Button, Text, TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Dialog, type DialogProps } from '@/components/Dialog/Dialog';

type DialogStoryProps = Omit<DialogProps, 'opened' | 'onClose' | 'children'> & { open?: boolean };

/** A trigger and the dialog it opens (the dialog itself lives in a portal over the page). */
function DialogStory({ open = true, ...props }: DialogStoryProps) {
  const [opened, setOpened] = useState(open);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Open</Button>
      <Dialog {...props} opened={opened} onClose={() => setOpened(false)}>
        <Text fz="sm" mb="sm">
          Drag the header, resize from the corner, or fill the screen.
        </Text>
        <TextInput label="Carton" data-autofocus />
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: DialogStory,
  args: { title: 'Carton IB-2026-000128' },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Closed: Story = { args: { open: false } };
export const FullScreen: Story = { args: { defaultFullScreen: true } };
export const Fixed: Story = { args: { draggable: false, resizable: false, fullScreenToggle: false } };
export const WithFooter: Story = { args: { footer: <Button>Save</Button> } };
export const Dark: Story = { parameters: { dark: true } };
