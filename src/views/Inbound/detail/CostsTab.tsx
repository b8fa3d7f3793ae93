import { getInboundCosts } from '@/api/business/inbound';
import { LoadedContent } from '../parts/LoadedContent';
import { useLoad } from '../parts/use-load';
import { CostsPanel } from './CostsPanel';

export function CostsTab({ orderId, version }: { orderId: string; version: string }) {
  const load = useLoad(() => getInboundCosts(orderId), `${orderId}@${version}`);
  return (
    <LoadedContent load={load} onRetry={load.reload}>
      {(costs) => <CostsPanel costs={costs} />}
    </LoadedContent>
  );
}
