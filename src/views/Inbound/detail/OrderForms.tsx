import { Alert, List } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { estimateInbound } from '@/api/business/inbound';
import type { FeeEstimate } from '@/api/business/types/api';
import type { InboundOrder } from '@/api/business/types/documents';
import { fieldErrors } from '@/api/errors';
import type { DocumentActionsApi } from '@/views/Business/shared/use-document-actions';
import { EstimateDialog } from '../edit/EstimateDialog';
import type { InboundPayload } from '../parts/inbound-actions';
import { ShipDialog } from './ShipDialog';

/**
 * The detail page's forms for the actions that need more than a reason: submit shows the estimate
 * first, mark shipped asks for the numbers. `open` goes to the page's action handlers.
 */
export function useOrderForms() {
  const [shipping, setShipping] = useState<InboundOrder | null>(null);
  const [estimate, setEstimate] = useState<{ order: InboundOrder; fees: FeeEstimate } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const submit = async (order: InboundOrder) => {
    setProblems([]);
    try {
      setEstimate({ order, fees: await estimateInbound({ id: order.id }) });
    } catch (error) {
      setProblems(Object.values(fieldErrors(error)));
    }
  };
  return {
    open: { submit: (order: InboundOrder) => void submit(order), markShipped: setShipping },
    shipping,
    estimate,
    problems,
    setProblems,
    close: () => {
      setShipping(null);
      setEstimate(null);
    },
  };
}

interface OrderFormsProps {
  forms: ReturnType<typeof useOrderForms>;
  actions: Pick<DocumentActionsApi<InboundOrder, InboundPayload>, 'perform' | 'running'>;
}

/** The estimate and ship dialogs, and why a submit was refused (a 422's messages, listed). */
export function OrderForms({ forms, actions }: OrderFormsProps) {
  const { t } = useTranslate();
  const { estimate, shipping, problems } = forms;
  const submit = async (order: InboundOrder) => {
    const outcome = await actions.perform(order, 'submit', {});
    forms.close();
    if (!outcome.ok) forms.setProblems(Object.values(fieldErrors(outcome.error)));
  };
  return (
    <>
      {problems.length > 0 ? (
        <Alert color="red" title={t('inbound.detail.submitProblems')} role="alert">
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <EstimateDialog
        estimate={estimate?.fees ?? null}
        submitting={actions.running === 'submit'}
        onConfirm={() => estimate && void submit(estimate.order)}
        onClose={forms.close}
      />
      <ShipDialog
        order={shipping}
        onConfirm={(order, shipment) => actions.perform(order, 'markShipped', shipment)}
        onClose={forms.close}
      />
    </>
  );
}
