import { useTranslate } from '@tolgee/react';
import { useMemo } from 'react';
import { saveRole, type MenuEntry, type RoleRow } from '@/api/sample-role';
import { Form } from '@/components/Form/Form';
import type { FormSchema } from '@/components/Form/types';
import { useForm } from '@/components/Form/use-form';
import { validatorRules } from '@/hooks/use-validator';
import { menuLeafPaths } from './role-menu-items';
import { RoleMenuEditor } from './RoleMenuEditor';

const { required, lengthRange } = validatorRules;

interface RoleValues {
  roleName: string;
  role: string;
  enabled: boolean;
  remark: string;
  menu: string[];
}

export interface RoleFormProps {
  role: RoleRow;
  /** the menu tree the role picks from */
  menus: MenuEntry[];
  onSaved: () => void;
  onCancel: () => void;
}

const schemaFor = (menus: MenuEntry[]): FormSchema<RoleValues> => [
  {
    field: 'roleName',
    kind: 'text',
    label: 'authorization.role.roleName',
    rules: [required(), lengthRange(1, 30)],
  },
  { field: 'role', kind: 'text', label: 'authorization.role.role', props: { readOnly: true } },
  { field: 'enabled', kind: 'switch', label: 'authorization.fields.enabled' },
  {
    field: 'remark',
    kind: 'textarea',
    label: 'authorization.fields.remark',
    span: 24,
    rules: [lengthRange(0, 100)],
    // a fixed height: the autosizing textarea needs the Font Loading API, which the test DOM lacks
    props: { autosize: false, rows: 2 },
  },
  {
    field: 'menu',
    kind: 'custom',
    span: 24,
    render: ({ value, onChange }) => (
      <RoleMenuEditor menus={menus} value={Array.isArray(value) ? value : []} onChange={onChange} />
    ),
  },
];

/** A role's name, status, remark and menus; saving changes the menus of the accounts holding the role. */
export function RoleForm({ role, menus, onSaved, onCancel }: RoleFormProps) {
  const { t } = useTranslate();
  const schema = useMemo(() => schemaFor(menus), [menus]);
  const form = useForm<RoleValues>({
    schema,
    initialValues: {
      roleName: role.roleName,
      role: role.role,
      enabled: role.status === 1,
      remark: role.remark,
      menu: menuLeafPaths(role.menu),
    },
  });
  const save = async (values: RoleValues) => {
    await saveRole({
      id: role.id,
      roleName: values.roleName.trim(),
      status: values.enabled ? 1 : 0,
      remark: values.remark.trim(),
      menu: values.menu,
    });
    onSaved();
  };
  return (
    <Form
      form={form}
      onSubmit={save}
      aria-label={t('authorization.role.editTitle')}
      submitLabel="authorization.actions.save"
      onCancel={onCancel}
    />
  );
}
