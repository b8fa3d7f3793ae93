import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useCallback } from 'react';
import { navigate } from '@/app/router/hash-location';
import type { ExampleRecord } from '@/api/sample-types';
import { ExampleList } from '../ExampleList';

/** `/example/example-page`: the example records, added, edited and viewed on pages of their own. */
export default function ExamplePage() {
  const { t } = useTranslate();
  const onEdit = useCallback(
    (row: ExampleRecord) => navigate(`/example/example-edit?id=${encodeURIComponent(row.id)}`),
    [],
  );
  const onView = useCallback(
    (row: ExampleRecord) => navigate(`/example/example-detail?id=${encodeURIComponent(row.id)}`),
    [],
  );
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} fz={20}>
            {t('router.examplePage')}
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            {t('example.pageIntro')}
          </Text>
        </div>
        <ExampleList
          tableId="example-page"
          label={t('router.examplePage')}
          onAdd={() => navigate('/example/example-add')}
          onEdit={onEdit}
          onView={onView}
        />
      </Stack>
    </Card>
  );
}
