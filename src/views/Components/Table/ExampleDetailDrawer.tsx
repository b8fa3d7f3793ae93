import { Badge, Drawer, Image } from '@mantine/core';
import { useTolgee, useTranslate } from '@tolgee/react';
import type { ExampleRecord } from '@/api/sample-types';
import { Descriptions, type DescriptionItem } from '@/components/Descriptions/Descriptions';
import { formatDateTime, formatNumber } from '@/i18n/format';
import { IMPORTANCE_COLORS, plainText } from './example-format';

/** One record's fields as label and value pairs, in a side drawer. */
export function ExampleDetailDrawer({
  record,
  onClose,
}: {
  record: ExampleRecord | null;
  onClose: () => void;
}) {
  const { t } = useTranslate();
  const language = useTolgee(['language']).getLanguage() ?? 'zh-CN';
  const items: DescriptionItem<ExampleRecord>[] = [
    { field: 'title', label: 'exampleFields.title', span: 2 },
    { field: 'author', label: 'exampleFields.author' },
    {
      field: 'importance',
      label: 'exampleFields.importance',
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
    { field: 'content', label: 'exampleFields.content', span: 2, render: (row) => plainText(row.content) },
    {
      field: 'image_uri',
      label: 'exampleFields.image',
      span: 2,
      render: (row) => (
        <Image src={row.image_uri} alt={row.title} h={120} w="auto" fit="contain" radius="sm" />
      ),
    },
  ];
  return (
    <Drawer
      opened={record !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('tableDemo.detail')}
    >
      <Descriptions items={items} data={record} columns={{ base: 1, sm: 2 }} bordered />
    </Drawer>
  );
}
