import { useTranslate } from '@tolgee/react';
import { useMemo } from 'react';
import { useRoutesState } from '@/app/actor-context';
import { saveMenu, type MenuEntry } from '@/api/sample-role';
import { Form } from '@/components/Form/Form';
import { useForm } from '@/components/Form/use-form';
import { menuFormSchema, toMenuBody, toMenuValues, type MenuValues } from './menu-form-schema';

export interface MenuFormProps {
  /** the entry to edit; none: a new one under `parentId` */
  entry?: MenuEntry;
  parentId?: number | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** A menu entry's form: the route, every route meta field of seed §2, and its button permissions. */
export function MenuForm({ entry, parentId = null, onSaved, onCancel }: MenuFormProps) {
  const { t } = useTranslate();
  // the view names the console resolves, as its routes actor knows them (not the registry itself:
  // a page does not import the table that loads the pages)
  const views = useRoutesState((s) => s.context.knownViews);
  const schema = useMemo(() => menuFormSchema(['#', '##', ...views]), [views]);
  const form = useForm<MenuValues>({ schema, initialValues: toMenuValues(entry) });
  const save = async (values: MenuValues) => {
    await saveMenu(toMenuBody(values, entry, parentId));
    onSaved();
  };
  return (
    <Form
      form={form}
      onSubmit={save}
      aria-label={t(entry ? 'authorization.menu.editTitle' : 'authorization.menu.addTitle')}
      submitLabel="authorization.actions.save"
      onCancel={onCancel}
    />
  );
}
