import { getInboundCosts } from '@/api/business/inbound';
import { LoadedContent } from '../parts/LoadedContent';
import { useServerData } from '@/app/use-server-data';
import { CostsPanel } from './CostsPanel';

export function CostsTab({ orderId, version }: { orderId: string; version: string }) {
  const load = useServerData(['inbound-costs', orderId, version], () => getInboundCosts(orderId));
  return (
    <LoadedContent load={load} onRetry={load.reload}>
      {(costs) => <CostsPanel costs={costs} />}
    </LoadedContent>
  );
}
