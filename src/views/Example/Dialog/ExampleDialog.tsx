import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useCallback, useState } from 'react';
import type { ExampleRecord } from '@/api/sample-types';
import { ExampleList } from '../ExampleList';
import { ExampleRecordDialog, type ExampleDialogState } from './ExampleRecordDialog';

/** `/example/example-dialog`: the example records, added, edited and viewed in a dialog. */
export default function ExampleDialog() {
  const { t } = useTranslate();
  const [dialog, setDialog] = useState<ExampleDialogState>(null);
  const onEdit = useCallback((record: ExampleRecord) => setDialog({ mode: 'edit', record }), []);
  const onView = useCallback((record: ExampleRecord) => setDialog({ mode: 'detail', record }), []);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} fz={20}>
            {t('router.exampleDialog')}
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            {t('example.dialogIntro')}
          </Text>
        </div>
        <ExampleList
          tableId="example-dialog"
          label={t('router.exampleDialog')}
          onAdd={() => setDialog({ mode: 'add' })}
          onEdit={onEdit}
          onView={onView}
        />
      </Stack>
      <ExampleRecordDialog state={dialog} onChange={setDialog} />
    </Card>
  );
}
