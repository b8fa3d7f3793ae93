import { Button } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslate } from '@tolgee/react';
import { navigate } from '@/app/router/hash-location';
import { Permission } from '@/components/Permission/Permission';
import { ExampleDetails } from '../ExampleDetails';
import { ExampleSubpage, RecordMissing } from './ExampleSubpage';
import { useExampleRecord, useRecordId } from './use-example-record';

/** `/example/example-detail?id=`: one record's details. */
export default function ExampleDetail() {
  const { t } = useTranslate();
  const id = useRecordId();
  const load = useExampleRecord(id);
  const edit =
    load.status === 'loaded' ? (
      <Permission value="edit">
        <Button
          variant="light"
          leftSection={<IconEdit size={16} />}
          onClick={() => navigate(`/example/example-edit?id=${encodeURIComponent(id)}`)}
        >
          {t('example.actions.edit')}
        </Button>
      </Permission>
    ) : null;
  return (
    <ExampleSubpage titleKey="router.exampleDetail" extra={edit}>
      {load.status === 'failed' ? (
        <RecordMissing message={load.message} />
      ) : (
        <ExampleDetails
          record={load.status === 'loaded' ? load.record : null}
          loading={load.status === 'loading'}
        />
      )}
    </ExampleSubpage>
  );
}
