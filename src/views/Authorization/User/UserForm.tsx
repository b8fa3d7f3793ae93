import { useTranslate } from '@tolgee/react';
import { saveDepartmentUser } from '@/api/sample-department';
import type { Department, DepartmentUser } from '@/api/sample-types';
import { Form } from '@/components/Form/Form';
import type { FormSchema } from '@/components/Form/types';
import { useForm } from '@/components/Form/use-form';
import { validatorRules } from '@/hooks/use-validator';
import { departmentOptions } from '../Department/department-tree';

const { required, lengthRange, email, notSpace } = validatorRules;

type UserValues = Pick<DepartmentUser, 'username' | 'account' | 'email' | 'departmentId'>;

export interface UserFormProps {
  tree: Department[];
  /** the user to edit; none: a new one in `departmentId` */
  user?: DepartmentUser;
  departmentId?: string;
  onSaved: () => void;
  onCancel: () => void;
}

const schemaFor = (tree: Department[]): FormSchema<UserValues> => [
  {
    field: 'username',
    kind: 'text',
    label: 'authorization.user.username',
    rules: [required(), lengthRange(1, 30)],
  },
  {
    field: 'account',
    kind: 'text',
    label: 'authorization.user.account',
    rules: [required(), notSpace(), lengthRange(1, 30)],
  },
  {
    field: 'email',
    kind: 'text',
    label: 'authorization.user.email',
    rules: [required(), email()],
    props: { type: 'email' },
  },
  {
    field: 'departmentId',
    kind: 'select',
    label: 'authorization.user.department',
    options: departmentOptions(tree),
    rules: [required()],
    props: { searchable: true },
  },
];

/** A department user's form; the mock checks the same rules and answers a 422 per field. */
export function UserForm({ tree, user, departmentId = '', onSaved, onCancel }: UserFormProps) {
  const { t } = useTranslate();
  const form = useForm<UserValues>({
    schema: schemaFor(tree),
    initialValues: user ?? (departmentId ? { departmentId } : {}),
  });
  const save = async (values: UserValues) => {
    await saveDepartmentUser({
      ...(user ? { id: user.id } : {}),
      username: values.username.trim(),
      account: values.account.trim(),
      email: values.email.trim(),
      departmentId: values.departmentId,
    });
    onSaved();
  };
  return (
    <Form
      form={form}
      onSubmit={save}
      aria-label={t(user ? 'authorization.user.editTitle' : 'authorization.user.addTitle')}
      submitLabel="authorization.actions.save"
      onCancel={onCancel}
    />
  );
}
