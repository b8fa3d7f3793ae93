import { useTranslate } from '@tolgee/react';
import { saveDepartment } from '@/api/sample-department';
import type { Department } from '@/api/sample-types';
import { Form } from '@/components/Form/Form';
import type { FormSchema } from '@/components/Form/types';
import { useForm } from '@/components/Form/use-form';
import { validatorRules } from '@/hooks/use-validator';
import { departmentOptions, subtreeIds } from './department-tree';

const { required, lengthRange } = validatorRules;

interface DepartmentValues {
  parentId: string | null;
  departmentName: string;
  status: boolean;
  remark: string;
}

export interface DepartmentFormProps {
  tree: Department[];
  /** the department to edit; none: a new one under `parentId` */
  department?: Department;
  parentId?: string | null;
  onSaved: () => void;
  onCancel: () => void;
}

function schemaFor(tree: Department[], department: Department | undefined): FormSchema<DepartmentValues> {
  return [
    {
      field: 'parentId',
      kind: 'select',
      label: 'authorization.department.parent',
      placeholder: 'authorization.department.topLevel',
      options: departmentOptions(tree, department ? subtreeIds(department) : undefined),
      props: { clearable: true, searchable: true },
      span: 24,
    },
    {
      field: 'departmentName',
      kind: 'text',
      label: 'authorization.department.name',
      rules: [required(), lengthRange(1, 30)],
    },
    { field: 'status', kind: 'switch', label: 'authorization.fields.enabled' },
    {
      field: 'remark',
      kind: 'textarea',
      label: 'authorization.fields.remark',
      span: 24,
      rules: [lengthRange(0, 100)],
      // a fixed height: the autosizing textarea needs the Font Loading API, which the test DOM lacks
      props: { autosize: false, rows: 3 },
    },
  ];
}

/** A department's form: its parent (never itself or below itself), name, status and remark. */
export function DepartmentForm({
  tree,
  department,
  parentId = null,
  onSaved,
  onCancel,
}: DepartmentFormProps) {
  const { t } = useTranslate();
  const form = useForm<DepartmentValues>({
    schema: schemaFor(tree, department),
    initialValues: department
      ? {
          parentId: department.parentId,
          departmentName: department.departmentName,
          status: department.status === 1,
          remark: department.remark,
        }
      : { parentId, status: true },
  });
  const save = async (values: DepartmentValues) => {
    await saveDepartment({
      ...(department ? { id: department.id } : {}),
      parentId: values.parentId || null,
      departmentName: values.departmentName.trim(),
      status: values.status ? 1 : 0,
      remark: values.remark.trim(),
    });
    onSaved();
  };
  return (
    <Form
      form={form}
      onSubmit={save}
      aria-label={t(department ? 'authorization.department.editTitle' : 'authorization.department.addTitle')}
      submitLabel="authorization.actions.save"
      onCancel={onCancel}
    />
  );
}
