import type { FieldPatch, FormField, FormSchema } from './types';

/** Where `addField` puts a field: before or after a named field, else at the end. */
export interface FieldPosition {
  before?: string;
  after?: string;
}

export function insertField<V>(
  schema: FormSchema<V>,
  field: FormField<V>,
  at: FieldPosition = {},
): FormSchema<V> {
  const rest = schema.filter((item) => item.field !== field.field);
  const anchor = at.before ?? at.after;
  const index = anchor === undefined ? -1 : rest.findIndex((item) => item.field === anchor);
  if (index < 0) return [...rest, field];
  const position = at.before !== undefined ? index : index + 1;
  return [...rest.slice(0, position), field, ...rest.slice(position)];
}

export function removeField<V>(schema: FormSchema<V>, name: string): FormSchema<V> {
  return schema.filter((item) => item.field !== name);
}

/** The field with the patch applied; `props` merge rather than replace. */
export function patchField<V>(schema: FormSchema<V>, name: string, patch: FieldPatch<V>): FormSchema<V> {
  return schema.map((item) => {
    if (item.field !== name) return item;
    const props: object | undefined = 'props' in item ? item.props : undefined;
    const next = { ...item, ...patch };
    if (patch.props) Object.assign(next, { props: { ...props, ...patch.props } });
    // the patch keeps the field's kind, so its props stay those of that kind
    return next as FormField<V>;
  });
}
