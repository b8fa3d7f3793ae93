import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { TreeItem } from '@/components/Tree/tree-data';
import { Tree } from '@/components/Tree/Tree';

const data: TreeItem[] = [
  {
    value: 'na',
    label: 'North America',
    children: [
      {
        value: 'us-west',
        label: 'US West',
        children: [
          { value: 'la', label: 'Los Angeles' },
          { value: 'ont', label: 'Ontario' },
        ],
      },
      { value: 'us-east', label: 'US East', children: [{ value: 'nj', label: 'New Jersey' }] },
    ],
  },
  {
    value: 'eu',
    label: 'Europe',
    children: [
      { value: 'fra', label: 'Frankfurt' },
      { value: 'ham', label: 'Hamburg', disabled: true },
    ],
  },
];

const meta = {
  title: 'Components/Tree',
  component: Tree,
  args: { data, label: 'Warehouse network', defaultExpanded: ['na', 'us-west', 'eu'] },
  render: function Render(args) {
    const [tree, setTree] = useState(args.data);
    return <Tree {...args} data={tree} onDataChange={args.onDataChange ? setTree : undefined} />;
  },
} satisfies Meta<typeof Tree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checkable: Story = { args: { checkable: true, defaultChecked: ['la', 'fra'] } };
export const Searchable: Story = { args: { searchable: true, checkable: true } };
export const Draggable: Story = { args: { onDataChange: () => undefined } };
export const Empty: Story = { args: { data: [] } };
export const Dark: Story = { args: { checkable: true, defaultChecked: ['la'] }, parameters: { dark: true } };
