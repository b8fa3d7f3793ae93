import { getExampleList } from '@/api/sample-example';
import { useServerData } from '@/app/use-server-data';

/** The first hundred example records, loaded once (the default-table page pages them itself). */
export function useExampleRows() {
  const load = useServerData(['example-rows', 100], () =>
    getExampleList({ pageIndex: 1, pageSize: 100 }).then((page) => page.list),
  );
  return { state: load, retry: load.reload };
}
