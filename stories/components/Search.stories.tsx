import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormSchema } from '@/components/Form/types';
import { Search } from '@/components/Search/Search';

interface OrderFilter {
  orderNo?: string;
  warehouse?: string | null;
  status?: string[];
  minWeight?: number | string;
  express?: boolean;
}

const schema: FormSchema<OrderFilter> = [
  {
    field: 'orderNo',
    kind: 'text',
    label: 'searchDemo.orderNo',
    placeholder: 'searchDemo.orderNoPlaceholder',
  },
  {
    field: 'warehouse',
    kind: 'select',
    label: 'formDemo.fields.warehouse',
    options: ['lax', 'jfk'].map((value) => ({ value, labelKey: `formDemo.options.warehouses.${value}` })),
  },
  {
    field: 'status',
    kind: 'multiSelect',
    label: 'searchDemo.status',
    options: ['draft', 'shipped'].map((value) => ({ value, labelKey: `searchDemo.statuses.${value}` })),
  },
  { field: 'minWeight', kind: 'number', label: 'searchDemo.minWeight' },
  { field: 'express', kind: 'switch', label: 'searchDemo.express' },
];

const meta = {
  title: 'Components/Search',
  component: Search<OrderFilter>,
  args: { schema, onSearch: () => undefined },
} satisfies Meta<typeof Search<OrderFilter>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Expanded: Story = { args: { defaultExpanded: true } };
export const Loading: Story = { args: { loading: true } };
export const OneField: Story = { args: { schema: schema.slice(0, 1) } };
export const Dark: Story = { args: { defaultExpanded: true }, parameters: { dark: true } };
