import { useTolgee, useTranslate } from '@tolgee/react';
import { useMemo } from 'react';
import type { ExampleRecord } from '@/api/sample-types';
import { Descriptions } from '@/components/Descriptions/Descriptions';
import { useCrudSchemas } from '@/hooks/use-crud-schemas';
import { exampleSchemaItems } from './example-schemas';

export interface ExampleDetailsProps {
  record: ExampleRecord | null;
  loading?: boolean;
  columns?: number;
}

/** One example record as labelled values. */
export function ExampleDetails({ record, loading = false, columns = 3 }: ExampleDetailsProps) {
  const { t } = useTranslate();
  const language = useTolgee(['language']).getLanguage() ?? 'zh-CN';
  const items = useMemo(() => exampleSchemaItems(language, t), [language, t]);
  const { descriptionItems } = useCrudSchemas(items);
  return (
    <Descriptions
      items={descriptionItems}
      data={record}
      loading={loading}
      bordered
      columns={{ base: 1, sm: Math.min(2, columns), md: columns }}
    />
  );
}
