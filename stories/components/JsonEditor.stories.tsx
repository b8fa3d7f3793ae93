import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { JsonEditor, type JsonEditorProps } from '@/components/JsonEditor/JsonEditor';

const SAMPLE = JSON.stringify(
  { orderNo: 'IB-2026-000128', warehouse: { code: 'LAX-1' }, cartons: [24, 6], cleared: true },
  null,
  2,
);

function ControlledJsonEditor(props: Omit<JsonEditorProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <JsonEditor {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/JsonEditor',
  component: ControlledJsonEditor,
  args: { value: SAMPLE, height: 240 },
} satisfies Meta<typeof ControlledJsonEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ParseError: Story = { args: { value: '{\n  "orderNo": "IB-1",\n  "cartons": [24, 6,]\n}' } };
export const Tree: Story = { args: { defaultMode: 'tree' } };
export const ReadOnly: Story = { args: { readOnly: true } };
export const Empty: Story = { args: { value: '' } };
export const Dark: Story = { parameters: { dark: true } };
