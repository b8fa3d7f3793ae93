import { useState } from 'react';
import { estimateInbound } from '@/api/business/inbound';
import { fieldErrors } from '@/api/errors';
import type { FeeEstimate } from '@/api/business/types/api';
import type { useOrderAction } from './use-order-action';

/** Submit from the detail page: the estimate first, then the action; a 422's messages are listed. */
export function useSubmitFromDetail(orderId: string, actions: ReturnType<typeof useOrderAction>) {
  const [estimate, setEstimate] = useState<FeeEstimate | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [estimating, setEstimating] = useState(false);
  const open = async () => {
    setProblems([]);
    setEstimating(true);
    try {
      setEstimate(await estimateInbound({ id: orderId }));
    } catch (error) {
      setProblems(Object.values(fieldErrors(error)));
    } finally {
      setEstimating(false);
    }
  };
  const confirm = async () => {
    const outcome = await actions.run('submit');
    setEstimate(null);
    if (!outcome.ok) setProblems(Object.values(fieldErrors(outcome.error)));
  };
  return { estimate, problems, estimating, open, confirm, close: () => setEstimate(null) };
}
