import { useForm as useMantineForm, type UseFormReturnType } from '@mantine/form';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, fieldErrors, isCancelledError } from '@/api/errors';
import { initialValuesOf, isValueField } from './field-values';
import { insertField, patchField, removeField, type FieldPosition } from './schema-edit';
import type { FieldName, FieldPatch, FormField, FormSchema } from './types';
import { toFormErrors, validateSchema } from './validate-schema';

type RawValues = Record<string, unknown>;

export interface UseFormOptions<V> {
  schema: FormSchema<V>;
  /** values that win over the schema's defaults (an edited record) */
  initialValues?: Partial<V>;
}

/** The form's state and the API to drive it; pass it to `<Form form={...}>`. */
export interface FormController<V> {
  schema: FormSchema<V>;
  values: V;
  errors: Record<string, ReactNode>;
  submitting: boolean;
  /** the values of the schema's fields (a removed field's value is left out) */
  getValues: () => V;
  getFieldValue: <K extends FieldName<V>>(field: K) => V[K];
  setValues: (values: Partial<V>) => void;
  setFieldValue: <K extends FieldName<V>>(field: K, value: V[K]) => void;
  /** checks every shown, editable field; true when all pass */
  validate: () => boolean;
  validateField: (field: FieldName<V>) => boolean;
  /** back to the starting values, no messages */
  reset: () => void;
  clearErrors: () => void;
  /**
   * Shows a 422's field messages at their fields. Answers the messages whose field the form does not
   * show, for the caller to show elsewhere.
   */
  setServerErrors: (errors: Record<string, string>) => Record<string, string>;
  setSchema: (schema: FormSchema<V>) => void;
  addField: (field: FormField<V>, at?: FieldPosition) => void;
  removeField: (field: string) => void;
  setFieldProps: (field: string, patch: FieldPatch<V>) => void;
  /**
   * A submit handler: validates, then calls `handler` (`submitting` while its promise runs); a 422 it
   * throws lands at the fields. `onInvalid` runs when a rule failed.
   */
  submit: (
    handler: (values: V) => unknown,
    onInvalid?: (event?: FormEvent<HTMLFormElement>) => void,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
  /** the underlying @mantine/form form, for what this API does not cover */
  mantine: UseFormReturnType<RawValues>;
}

function pickSchemaValues<V>(schema: FormSchema<V>, values: RawValues): V {
  const picked: RawValues = {};
  for (const field of schema) if (isValueField(field)) picked[field.field] = values[field.field];
  return picked as V;
}

/** A schema-driven form on @mantine/form: validation on blur and on submit, fields changed at run time. */
export function useForm<V extends object = RawValues>({
  schema,
  initialValues,
}: UseFormOptions<V>): FormController<V> {
  const [current, setCurrent] = useState(schema);
  const schemaRef = useRef(schema);
  const [startValues] = useState(() => initialValuesOf(schema, initialValues));
  const mantine = useMantineForm<RawValues>({
    mode: 'controlled',
    initialValues: startValues,
    validateInputOnBlur: true,
    validate: (values) => toFormErrors(validateSchema(schemaRef.current, values as V)),
  });

  const commit = (next: FormSchema<V>) => {
    schemaRef.current = next;
    setCurrent(next);
  };

  const known = (name: string) =>
    schemaRef.current.some((field) => isValueField(field) && field.field === name);

  const setServerErrors = (errors: Record<string, string>) => {
    const elsewhere: Record<string, string> = {};
    const atFields: Record<string, ReactNode> = {};
    for (const [field, message] of Object.entries(errors)) {
      if (known(field)) atFields[field] = message;
      else elsewhere[field] = message;
    }
    mantine.setErrors((previous) => ({ ...previous, ...atFields }));
    return elsewhere;
  };

  const addStartValues = (fields: FormSchema<V>) => {
    const values = mantine.getValues();
    const added = initialValuesOf(fields.filter((field) => isValueField(field) && !(field.field in values)));
    if (Object.keys(added).length === 0) return;
    mantine.setInitialValues({ ...mantine.getInitialValues(), ...added });
    mantine.setValues(added);
  };

  return {
    schema: current,
    values: pickSchemaValues(current, mantine.values),
    errors: mantine.errors,
    submitting: mantine.submitting,
    getValues: () => pickSchemaValues(schemaRef.current, mantine.getValues()),
    getFieldValue: (field) => mantine.getValues()[field] as V[typeof field],
    setValues: (values) => mantine.setValues(values as RawValues),
    setFieldValue: (field: string, value) => mantine.setFieldValue(field, value),
    validate: () => !mantine.validate().hasErrors,
    validateField: (field) => !mantine.validateField(field).hasError,
    reset: () => mantine.reset(),
    clearErrors: () => mantine.clearErrors(),
    setServerErrors,
    setSchema: (next) => {
      addStartValues(next);
      mantine.clearErrors();
      commit(next);
    },
    addField: (field, at) => {
      addStartValues([field]);
      commit(insertField(schemaRef.current, field, at));
    },
    removeField: (name) => {
      mantine.clearFieldError(name);
      commit(removeField(schemaRef.current, name));
    },
    setFieldProps: (name, patch) => {
      if (patch.hidden || patch.disabled) mantine.clearFieldError(name);
      commit(patchField(schemaRef.current, name, patch));
    },
    submit: (handler, onInvalid) =>
      mantine.onSubmit(
        async () => {
          try {
            await handler(pickSchemaValues(schemaRef.current, mantine.getValues()));
          } catch (error) {
            // the request client has already reported a failed call; a 422 also names its fields
            if (!(error instanceof ApiError) && !isCancelledError(error)) throw error;
            setServerErrors(fieldErrors(error));
          }
        },
        (_errors, _values, event) => onInvalid?.(event),
      ),
    mantine,
  };
}
