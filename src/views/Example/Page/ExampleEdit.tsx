import { Skeleton, Stack } from '@mantine/core';
import { ExampleEditor } from '../ExampleEditor';
import { backToList, ExampleSubpage, RecordMissing } from './ExampleSubpage';
import { useExampleRecord, useRecordId } from './use-example-record';

/** `/example/example-edit?id=`: one record's form; saving returns to the list. */
export default function ExampleEdit() {
  const load = useExampleRecord(useRecordId());
  return (
    <ExampleSubpage titleKey="router.exampleEdit">
      {load.status === 'loaded' ? (
        <ExampleEditor key={load.record.id} record={load.record} onSaved={backToList} onCancel={backToList} />
      ) : load.status === 'failed' ? (
        <RecordMissing message={load.message} />
      ) : (
        <Stack gap="md" aria-busy="true">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={96} />
        </Stack>
      )}
    </ExampleSubpage>
  );
}
