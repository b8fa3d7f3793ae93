import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ExampleRecord } from '@/api/sample-types';
import { PermissionScope } from '@/components/Permission/PermissionScope';
import { ExampleRecordDialog, type ExampleDialogState } from '@/views/Example/Dialog/ExampleRecordDialog';

const record: ExampleRecord = {
  id: 'example-7',
  author: 'Mia Chen',
  title: 'Pallet audit in aisle 4',
  content: '<p>Count every pallet on the racks of aisle 4.</p><p>Report gaps before noon.</p>',
  importance: 3,
  display_time: '2026-03-14T09:30:00.000Z',
  pageviews: 1824,
  image_uri: '',
  video_uri: '',
};

interface StoryProps {
  mode: 'add' | 'edit' | 'detail';
  /** the route's button permissions */
  permissions: string[];
}

/** The dialog of /example/example-dialog, opened in one of its three modes. */
function ExampleRecordDialogStory({ mode, permissions }: StoryProps) {
  const initial: ExampleDialogState = mode === 'add' ? { mode } : { mode, record };
  const [state, setState] = useState<ExampleDialogState>(initial);
  return (
    <PermissionScope permissions={permissions}>
      <Button onClick={() => setState(initial)}>Open</Button>
      <ExampleRecordDialog state={state} onChange={setState} />
    </PermissionScope>
  );
}

const meta = {
  title: 'Views/Example/ExampleRecordDialog',
  component: ExampleRecordDialogStory,
  parameters: { path: '/example/example-dialog' },
  args: { mode: 'add', permissions: ['add', 'edit', 'delete'] },
  argTypes: { mode: { control: 'inline-radio', options: ['add', 'edit', 'detail'] } },
} satisfies Meta<typeof ExampleRecordDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Edit: Story = { args: { mode: 'edit' } };
export const Detail: Story = { args: { mode: 'detail' } };
/** Without the edit permission the detail offers no edit button. */
export const DetailReadOnly: Story = { args: { mode: 'detail', permissions: [] } };
export const Dark: Story = { args: { mode: 'detail' }, parameters: { dark: true } };
