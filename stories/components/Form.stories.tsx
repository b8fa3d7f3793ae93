import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useEffectEvent } from 'react';
import { Form } from '@/components/Form/Form';
import type { FieldOption, FormSchema } from '@/components/Form/types';
import { useForm } from '@/components/Form/use-form';
import { validatorRules } from '@/hooks/use-validator';

const { required, email, lengthRange } = validatorRules;

const warehouses: FieldOption[] = ['lax', 'jfk', 'lhr'].map((value) => ({
  value,
  labelKey: `formDemo.options.warehouses.${value}`,
}));

/** A dictionary that never answers: the select shows it is loading. */
const pending = () => new Promise<FieldOption[]>(() => undefined);

const schema = (loadingOptions: boolean): FormSchema => [
  {
    field: 'username',
    kind: 'text',
    label: 'formDemo.fields.username',
    rules: [required(), lengthRange(4, 20)],
  },
  { field: 'email', kind: 'text', label: 'formDemo.fields.email', rules: [required(), email()] },
  {
    field: 'warehouse',
    kind: 'select',
    label: 'formDemo.fields.warehouse',
    options: loadingOptions ? pending : warehouses,
    rules: [required()],
  },
  { field: 'age', kind: 'number', label: 'formDemo.fields.age' },
  {
    field: 'shipping',
    kind: 'segmented',
    label: 'formDemo.fields.shipping',
    options: ['sea', 'air', 'rail'].map((value) => ({
      value,
      labelKey: `formDemo.options.shipping.${value}`,
    })),
  },
  { field: 'fill', kind: 'slider', label: 'formDemo.fields.fill', defaultValue: 40 },
  { field: 'notify', kind: 'switch', label: 'formDemo.fields.notify', defaultValue: true },
  { field: 'rating', kind: 'rating', label: 'formDemo.fields.rating', defaultValue: 3 },
  {
    field: 'bio',
    kind: 'textarea',
    label: 'formDemo.fields.bio',
    span: 24,
    props: { autosize: false, rows: 3 },
  },
];

interface FormStoryProps {
  columns?: number;
  disabled?: boolean;
  /** messages as a server's 422 would put them */
  serverErrors?: Record<string, string>;
  loadingOptions?: boolean;
}

function FormStory({ columns = 2, disabled = false, serverErrors, loadingOptions = false }: FormStoryProps) {
  const form = useForm({ schema: schema(loadingOptions) });
  // as a page does after a save the server refused
  const showServerErrors = useEffectEvent(() => {
    if (serverErrors) form.setServerErrors(serverErrors);
  });
  useEffect(() => showServerErrors(), [serverErrors]);
  return (
    <Form
      form={form}
      columns={columns}
      disabled={disabled}
      aria-label="story form"
      onSubmit={() => undefined}
    />
  );
}

const meta = {
  title: 'Components/Form',
  component: FormStory,
  args: { columns: 2 },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OneColumn: Story = { args: { columns: 1 } };
export const ServerErrors: Story = {
  args: { serverErrors: { email: 'this address is already registered', username: 'this name is taken' } },
};
export const LoadingOptions: Story = { args: { loadingOptions: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { parameters: { dark: true } };
