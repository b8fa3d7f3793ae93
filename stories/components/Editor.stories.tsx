import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Editor, type EditorProps } from '@/components/Editor/Editor';

const SAMPLE =
  '<h2>Inbound notice</h2><p>Carton <strong>IB-2026-000128</strong> reached <em>LAX-1</em>.</p><ul><li>24 cartons</li><li>2 damaged</li></ul>';

/** The editor holding its own value, as a page would. */
function ControlledEditor(props: Omit<EditorProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <Editor {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/Editor',
  component: ControlledEditor,
  args: { value: SAMPLE, placeholder: 'Write the notice…' },
} satisfies Meta<typeof ControlledEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { value: '' } };
export const WithLimit: Story = { args: { maxLength: 120 } };
export const ReadOnly: Story = { args: { readOnly: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { parameters: { dark: true } };
