import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CodeEditor, type CodeEditorProps } from '@/components/CodeEditor/CodeEditor';

const TS = `interface Carton {\n  sku: string;\n  quantity: number;\n}\n\nexport const total = (cartons: Carton[]) =>\n  cartons.reduce((sum, c) => sum + c.quantity, 0);\n`;

function ControlledCodeEditor(props: Omit<CodeEditorProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <CodeEditor {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/CodeEditor',
  component: ControlledCodeEditor,
  args: { value: TS, language: 'typescript', height: 220, 'aria-label': 'TypeScript' },
} satisfies Meta<typeof ControlledCodeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Css: Story = {
  args: { language: 'css', value: '.label {\n  display: grid;\n  gap: 8px;\n}\n' },
};
export const Html: Story = {
  args: { language: 'html', value: '<section class="label">\n  <strong>IB-1</strong>\n</section>\n' },
};
export const ReadOnlyWithoutLineNumbers: Story = { args: { readOnly: true, lineNumbers: false } };
export const DarkTheme: Story = { args: { theme: 'dark' } };
export const Dark: Story = { parameters: { dark: true } };
