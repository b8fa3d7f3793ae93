import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from '@tolgee/react';
import { useState } from 'react';
import { getPurses } from '@/api/business/finance';
import { useReachable } from '@/views/Business/Home/use-reachable';
import { getInboundList } from '@/api/business/inbound';
import { getInventoryList } from '@/api/business/inventory';
import { estimateOutbound, saveOutbound, type OutboundInput } from '@/api/business/outbound';
import { getCartons } from '@/api/business/sku';
import type { Consignee, OutboundOrder } from '@/api/business/types/documents';
import { fieldErrors } from '@/api/errors';
import type { DocumentActionsApi } from '@/views/Business/shared/use-document-actions';
import type { OutboundPayload } from '../parts/outbound-actions';
import {
  saveInputOf,
  shortLines,
  spendableOf,
  stockUnitsOf,
  withLineQty,
  withoutLine,
} from './exception-facts';
import { ExceptionPanel, type ExceptionFacts, type IncomingStock } from './ExceptionPanel';

/** Inbound orders still to be put away: their stock is on its way to the warehouse. */
const ON_THE_WAY = 'PENDING_REVIEW,APPROVED,IN_TRANSIT,ARRIVED,RECEIVING,RECEIVED';

const inboundPath = (id: string) => `/inbound/detail/${encodeURIComponent(id)}`;

async function stockFacts(order: OutboundOrder): Promise<ExceptionFacts> {
  const codes = [...new Set(order.lines.map((line) => line.sku))];
  const cartons = await getCartons({
    pageIndex: 1,
    pageSize: 200,
    cartonSku: codes.join(','),
    customerId: order.customerId,
  });
  const units = stockUnitsOf(codes, cartons.list);
  const skus = [...new Set([...units.values()].map((unit) => unit.sku))];
  const balances = await getInventoryList({
    pageIndex: 1,
    pageSize: 200,
    warehouseCode: order.warehouseCode,
    sku: skus.join(','),
    customerId: order.customerId,
  });
  const available = new Map(balances.list.map((balance) => [balance.sku, balance.available]));
  const shortages = shortLines(order.lines, available, units);
  const shortSkus = [...new Set(shortages.map((line) => units.get(line.sku)?.sku ?? line.sku))];
  const incoming = await Promise.all(
    shortSkus.map(async (sku): Promise<IncomingStock[]> => {
      const page = await getInboundList({
        pageIndex: 1,
        pageSize: 10,
        sku,
        warehouseCode: order.warehouseCode,
        status: ON_THE_WAY,
        customerId: order.customerId,
        sortField: 'eta',
        sortOrder: 'asc',
      });
      return page.list.map((inbound) => ({
        id: inbound.id,
        inboundNo: inbound.inboundNo,
        sku,
        qty: inbound.boxes
          .flatMap((box) => box.lines)
          .filter((line) => line.sku === sku)
          .reduce((sum, line) => sum + line.expectedQty, 0),
        eta: inbound.eta,
      }));
    }),
  );
  return { reason: 'OUT_OF_STOCK', shortages, incoming: incoming.flat() };
}

async function fundsFacts(order: OutboundOrder, seesPurse: boolean): Promise<ExceptionFacts> {
  const estimate = await estimateOutbound({ id: order.id });
  // a role that sees no money (the orders role) is told the order's cost, not the purse
  if (!seesPurse)
    return { reason: 'ARREARS', estimate: estimate.total, spendable: null, currency: estimate.currency };
  const purses = await getPurses({
    pageIndex: 1,
    pageSize: 10,
    currency: estimate.currency,
    customerId: order.customerId,
  });
  const purse = purses.list.find((p) => p.currency === estimate.currency);
  return {
    reason: 'ARREARS',
    estimate: estimate.total,
    spendable: purse ? spendableOf(purse) : 0,
    currency: estimate.currency,
  };
}

function factsOf(order: OutboundOrder, seesPurse: boolean): Promise<ExceptionFacts> {
  if (order.exceptionReason === 'ARREARS') return fundsFacts(order, seesPurse);
  if (order.exceptionReason === 'ADDRESS') return Promise.resolve({ reason: 'ADDRESS' });
  return stockFacts(order);
}

interface ExceptionSectionProps {
  order: OutboundOrder;
  actions: Pick<DocumentActionsApi<OutboundOrder, OutboundPayload>, 'perform' | 'actionsFor'>;
  /** the order changed without a resubmit that went through: show it as saved */
  onSaved: () => void;
}

/**
 * The exception of an order, worked out and fixed in one step: each fix saves the order and submits
 * it again at once, since submitting is what the customer wants of a fixed order (and a fix that is
 * not enough names the next reason at once rather than leaving a changed order waiting unseen).
 */
export function ExceptionSection({ order, actions, onSaved }: ExceptionSectionProps) {
  const { t } = useTranslate();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [stillHeld, setStillHeld] = useState<string | null>(null);
  const seesPurse = useReachable()('/finance/purse');
  const facts = useQuery({
    queryKey: ['outbound.detail', 'exception', order.id, order.updatedAt, order.exceptionReason, seesPurse],
    queryFn: () => factsOf(order, seesPurse),
    retry: false,
  });
  const offered = new Set(actions.actionsFor(order).map((spec) => spec.event));
  const canFix = offered.has('edit') && offered.has('resubmit');

  const resubmit = async (current: OutboundOrder, key: string) => {
    setBusy(key);
    const before = current.exceptionReason;
    const outcome = await actions.perform(current, 'resubmit', {});
    setBusy(null);
    if (!outcome.ok) {
      onSaved();
      return;
    }
    const after = outcome.answer as OutboundOrder;
    setStillHeld(
      after.exceptionReason && after.exceptionReason !== before
        ? t('outbound.exception.stillHeld', {
            reason: t(`outbound.exception.reason.${after.exceptionReason}`),
          })
        : after.exceptionReason
          ? t('outbound.exception.stillSame')
          : null,
    );
  };

  /** Saves the change, then submits again; answers the save's field errors (none when it went). */
  const fix = async (key: string, input: OutboundInput): Promise<Record<string, string>> => {
    setBusy(key);
    setProblem(null);
    setStillHeld(null);
    let saved: OutboundOrder;
    try {
      saved = await saveOutbound(input);
    } catch (error) {
      setBusy(null);
      const fields = fieldErrors(error);
      // the address form shows its fields' problems under them; anything else is said above
      const atFields = key === 'address' && Object.keys(fields).length > 0;
      if (!atFields) setProblem(Object.values(fields).join(' ') || t('outbound.exception.saveFailed'));
      return fields;
    }
    await resubmit(saved, key);
    return {};
  };

  return (
    <>
      {stillHeld ? (
        <Alert color="orange" role="status" withCloseButton onClose={() => setStillHeld(null)}>
          {stillHeld}
        </Alert>
      ) : null}
      <ExceptionPanel
        order={order}
        facts={facts.data ?? null}
        failed={facts.isError}
        onRetry={() => void facts.refetch()}
        canFix={canFix}
        busy={busy}
        problem={problem}
        onReduce={(index, qty) => void fix(`reduce-${index}`, withLineQty(order, index, qty))}
        onRemove={(index) => void fix(`remove-${index}`, withoutLine(order, index))}
        onSaveAddress={(consignee: Consignee) => fix('address', saveInputOf(order, { consignee }))}
        onResubmit={() => void resubmit(order, 'resubmit')}
        inboundPath={inboundPath}
      />
    </>
  );
}
