import { Switch } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useEffect, useState } from 'react';
import type { FieldOption, FormSchema } from '@/components/Form/types';
import { Search } from '@/components/Search/Search';
import { DemoPage, ValuesBlock } from './Form/DemoPage';

interface OrderFilter {
  orderNo?: string;
  warehouse?: string | null;
  status?: string[];
  created?: [string | null, string | null];
  carrier?: string | null;
  minWeight?: number | string;
  express?: boolean;
}

const keyed = (set: string, values: string[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `formDemo.options.${set}.${value}` }));

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
    options: keyed('warehouses', ['lax', 'jfk', 'lhr', 'fra']),
  },
  {
    field: 'status',
    kind: 'multiSelect',
    label: 'searchDemo.status',
    options: ['draft', 'submitted', 'shipped', 'cancelled'].map((value) => ({
      value,
      labelKey: `searchDemo.statuses.${value}`,
    })),
  },
  {
    field: 'created',
    kind: 'dateRange',
    label: 'searchDemo.created',
    placeholder: 'formDemo.placeholders.dateRange',
  },
  {
    field: 'carrier',
    kind: 'select',
    label: 'searchDemo.carrier',
    options: keyed('carriers', ['ups', 'fedex', 'usps', 'dhl']),
  },
  { field: 'minWeight', kind: 'number', label: 'searchDemo.minWeight', props: { min: 0 } },
  { field: 'express', kind: 'switch', label: 'searchDemo.express' },
];

const SEARCH_TIME = 800;

/** `/components/search`: a schema-driven search bar: Enter searches, Reset clears, more fields fold away. */
export default function SearchDemo() {
  const { t } = useTranslate();
  const [expanded, setExpanded] = useState(false);
  const [last, setLast] = useState<Partial<OrderFilter> | null>(null);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    if (!searching) return;
    const timer = window.setTimeout(() => setSearching(false), SEARCH_TIME);
    return () => window.clearTimeout(timer);
  }, [searching]);

  return (
    <DemoPage
      title={t('router.search')}
      intro={t('searchDemo.intro')}
      controls={
        <Switch
          label={t('searchDemo.startExpanded')}
          checked={expanded}
          onChange={(event) => setExpanded(event.currentTarget.checked)}
        />
      }
    >
      <Search
        key={String(expanded)}
        schema={schema}
        defaultExpanded={expanded}
        loading={searching}
        onSearch={(filter) => {
          setLast(filter);
          setSearching(true);
        }}
      />
      <ValuesBlock label={t('searchDemo.lastSearch')} value={last ?? t('searchDemo.noSearchYet')} />
    </DemoPage>
  );
}
