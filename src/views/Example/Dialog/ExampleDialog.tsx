import { ContentCard } from '@/components/ContentCard/ContentCard';
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
    <ContentCard title={t('router.exampleDialog')} intro={t('example.dialogIntro')}>
      <ExampleList
        tableId="example-dialog"
        label={t('router.exampleDialog')}
        onAdd={() => setDialog({ mode: 'add' })}
        onEdit={onEdit}
        onView={onView}
      />
      {/* a modal: it shows above the page wherever it sits */}
      <ExampleRecordDialog state={dialog} onChange={setDialog} />
    </ContentCard>
  );
}
