import { Badge, Button, Switch } from '@mantine/core';
import { useTolgee, useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { getExampleList } from '@/api/sample-example';
import { useServerData } from '@/app/use-server-data';
import type { ExampleRecord } from '@/api/sample-types';
import { Descriptions, type DescriptionItem } from '@/components/Descriptions/Descriptions';
import { IMPORTANCE_OPTIONS } from './Form/example-form-schema';
import { DemoChoice, DemoPage } from './Form/DemoPage';
import { formatDateTime, formatNumber } from '@/i18n/format';
import { IMPORTANCE_COLORS, plainText } from './Table/example-format';

/** `/components/descriptions`: one record as label and value pairs, in columns, bordered, folding. */
export default function DescriptionsDemo() {
  const { t } = useTranslate();
  const language = useTolgee(['language']).getLanguage() ?? 'zh-CN';
  const [columns, setColumns] = useState('3');
  const [bordered, setBordered] = useState(true);
  const [loading, setLoading] = useState(false);

  // the request client has already said what went wrong; the values stay skeletons
  const first = useServerData(['example-first-record'], () =>
    getExampleList({ pageIndex: 1, pageSize: 1 }).then((page) => page.list[0] ?? null),
  );
  const record = first.data ?? null;

  const items: DescriptionItem<ExampleRecord>[] = [
    { field: 'title', label: 'exampleFields.title', span: 2 },
    { field: 'author', label: 'exampleFields.author' },
    {
      field: 'importance',
      label: 'exampleFields.importance',
      options: IMPORTANCE_OPTIONS,
      render: (row) => (
        <Badge variant="light" color={IMPORTANCE_COLORS[row.importance]}>
          {t(`exampleFields.importances.${row.importance}`)}
        </Badge>
      ),
    },
    {
      field: 'display_time',
      label: 'exampleFields.display_time',
      render: (row) => formatDateTime(row.display_time, language),
    },
    {
      field: 'pageviews',
      label: 'exampleFields.pageviews',
      render: (row) => formatNumber(row.pageviews, language),
    },
    { field: 'content', label: 'exampleFields.content', span: 3, render: (row) => plainText(row.content) },
  ];

  return (
    <DemoPage
      title={t('router.descriptions')}
      intro={t('descriptionsDemo.intro')}
      controls={
        <>
          <DemoChoice
            label={t('formDemo.columns')}
            value={columns}
            onChange={setColumns}
            data={['1', '2', '3', '4']}
          />
          <Switch
            label={t('descriptionsDemo.bordered')}
            checked={bordered}
            onChange={(e) => setBordered(e.currentTarget.checked)}
          />
          <Switch
            label={t('descriptionsDemo.loading')}
            checked={loading}
            onChange={(e) => setLoading(e.currentTarget.checked)}
          />
        </>
      }
    >
      <Descriptions
        title={t('descriptionsDemo.recordTitle')}
        extra={
          <Button size="xs" variant="light" onClick={() => setBordered((value) => !value)}>
            {t('descriptionsDemo.toggleBorder')}
          </Button>
        }
        items={items}
        data={record}
        loading={loading}
        bordered={bordered}
        collapsible
        columns={{ base: 1, sm: Math.min(2, Number(columns)), md: Number(columns) }}
      />
      <Descriptions
        title={t('descriptionsDemo.foldedTitle')}
        items={items.slice(0, 3)}
        data={record}
        collapsible
        defaultCollapsed
        columns={Number(columns)}
      />
    </DemoPage>
  );
}
