import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '@mantine/core';
import { Descriptions, type DescriptionItem } from '@/components/Descriptions/Descriptions';

interface Shipment {
  number: string;
  warehouse: string;
  importance: number;
  weight: number | null;
  note: string;
}

const data: Shipment = {
  number: 'OB20261122-0001',
  warehouse: 'LAX',
  importance: 3,
  weight: 12.5,
  note: 'Fragile: keep upright.',
};

const items: DescriptionItem<Shipment>[] = [
  { field: 'number', label: 'searchDemo.orderNo' },
  { field: 'warehouse', label: 'formDemo.fields.warehouse' },
  {
    field: 'importance',
    label: 'exampleFields.importance',
    options: [3].map((value) => ({ value, labelKey: `exampleFields.importances.${value}` })),
  },
  {
    field: 'weight',
    label: 'searchDemo.minWeight',
    render: (row) => (row.weight === null ? '—' : <Badge variant="light">{row.weight} kg</Badge>),
  },
  { field: 'note', label: 'formDemo.fields.bio', span: 2 },
];

const meta = {
  title: 'Components/Descriptions',
  component: Descriptions<Shipment>,
  args: { items, data, title: 'OB20261122-0001' },
} satisfies Meta<typeof Descriptions<Shipment>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Bordered: Story = { args: { bordered: true, columns: 2 } };
export const Collapsed: Story = { args: { collapsible: true, defaultCollapsed: true } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = {
  args: { data: { number: '', warehouse: '', importance: 0, weight: null, note: '' } },
};
export const Dark: Story = { args: { bordered: true, collapsible: true }, parameters: { dark: true } };
