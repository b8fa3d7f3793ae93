import { ContentCard } from '@/components/ContentCard/ContentCard';
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
    <ContentCard title={t('router.examplePage')} intro={t('example.pageIntro')}>
      <ExampleList
        tableId="example-page"
        label={t('router.examplePage')}
        onAdd={() => navigate('/example/example-add')}
        onEdit={onEdit}
        onView={onView}
      />
    </ContentCard>
  );
}
