import { Button, Grid, Group, useMatches } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconRestore, IconSearch } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { memo, useMemo, useState } from 'react';
import { GRID_COLUMNS } from '@/components/Form/Form';
import { FormFieldControl } from '@/components/Form/FormFieldControl';
import { isValueField } from '@/components/Form/field-values';
import type { FormSchema, ValueField } from '@/components/Form/types';
import { useForm, type FormController } from '@/components/Form/use-form';
import { compactValues } from './compact-values';

export interface SearchBarProps<F> {
  form: FormController<F>;
  /** called with the filled-in fields (blank ones left out) on Search or Enter */
  onSearch: (filter: Partial<F>) => void;
  /** called after Reset put the fields back; without it Reset searches with the starting values */
  onReset?: () => void;
  /** the search is running: the button shows it */
  loading?: boolean;
  defaultExpanded?: boolean;
  'aria-label'?: string;
}

export interface SearchProps<F> extends Omit<SearchBarProps<F>, 'form'> {
  schema: FormSchema<F>;
  initialValues?: Partial<F>;
}

// the lens sits in the upper part of its glyph's box, its handle below: centred, it reads low beside the text
const SEARCH_ICON_LIFT = { transform: 'translateY(-1px)' };
// on a phone the buttons get the whole row, so the group can wrap within it instead of overflowing
const BUTTONS_SPAN = { base: GRID_COLUMNS, sm: 'content' } as const;
const FIELD_SPAN = { base: GRID_COLUMNS, sm: 12, lg: 8, xl: 6 };
const PER_ROW = { base: 1, sm: 2, lg: 3, xl: 4 };

interface SearchFieldsProps<F> {
  form: FormController<F>;
  fields: ValueField<F>[];
  /** what the fields show: they render again only when these change */
  values: unknown;
  errors: unknown;
}

function SearchFieldsInner<F>({ form, fields }: SearchFieldsProps<F>) {
  return (
    <>
      {fields.map((field) => (
        <Grid.Col key={field.field} span={FIELD_SPAN}>
          <FormFieldControl field={field} form={form} />
        </Grid.Col>
      ))}
    </>
  );
}

/** Same keys holding the same values: a submit validates afresh and sets a new, equally empty errors object. */
function sameEntries(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key])
  );
}

// The bar renders again whenever its list loads (the Search button spins); its fields (selects render
// their options even while closed) only when what they show changed. The form controller is a new
// object on every render, yet its methods act on the same form, so it is left out of the comparison.
const SearchFields = memo(
  SearchFieldsInner,
  (before, after) =>
    before.fields === after.fields &&
    sameEntries(before.values, after.values) &&
    sameEntries(before.errors, after.errors),
) as typeof SearchFieldsInner;

/** A search bar over a form the caller drives (status tabs, saved filters…). */
export function SearchBar<F>({
  form,
  onSearch,
  onReset,
  loading,
  defaultExpanded = false,
  ...rest
}: SearchBarProps<F>) {
  const { t } = useTranslate();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const perRow = useMatches(PER_ROW);
  const { schema } = form;
  const fields = useMemo(
    () => schema.filter((field): field is ValueField<F> => isValueField(field) && !field.hidden),
    [schema],
  );
  // collapsed, one row holds the first fields and the buttons
  const collapsedCount = Math.max(1, perRow - 1);
  const collapsible = fields.length > collapsedCount;
  const shown = useMemo(
    () => (expanded || !collapsible ? fields : fields.slice(0, collapsedCount)),
    [expanded, collapsible, fields, collapsedCount],
  );

  const reset = () => {
    form.reset();
    if (onReset) onReset();
    else onSearch(compactValues(form.getValues()));
  };

  return (
    <form
      noValidate
      role="search"
      aria-label={rest['aria-label'] ?? t('searchForm.label')}
      onSubmit={form.submit((values) => onSearch(compactValues(values)))}
    >
      <Grid columns={GRID_COLUMNS} gap="sm" align="flex-end">
        <SearchFields form={form} fields={shown} values={form.mantine.values} errors={form.mantine.errors} />
        <Grid.Col span={BUTTONS_SPAN} ml="auto">
          {/* wraps rather than pushing "More" past the edge at phone width in longer languages */}
          <Group gap="xs" justify="flex-end" wrap="wrap">
            <Button
              type="submit"
              leftSection={<IconSearch size={16} style={SEARCH_ICON_LIFT} />}
              loading={loading}
            >
              {t('searchForm.search')}
            </Button>
            <Button variant="default" leftSection={<IconRestore size={16} />} onClick={reset}>
              {t('searchForm.reset')}
            </Button>
            {collapsible && (
              <Button
                variant="subtle"
                px="xs"
                aria-expanded={expanded}
                rightSection={expanded ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
                onClick={() => setExpanded((open) => !open)}
              >
                {expanded ? t('searchForm.collapse') : t('searchForm.expand')}
              </Button>
            )}
          </Group>
        </Grid.Col>
      </Grid>
    </form>
  );
}

/** A schema-driven search bar: Enter or Search sends the filled-in fields, Reset clears them. */
export function Search<F extends object>({ schema, initialValues, ...props }: SearchProps<F>) {
  const form = useForm<F>({ schema, initialValues });
  return <SearchBar form={form} {...props} />;
}
