import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inboundContextOf, inboundOrderMachine } from '@machines/business/inbound-order.machine';
import { zh } from '@/test/messages';
import type { ActionSpec } from './action-spec';
import { DocumentActions } from './DocumentActions';
import { renderKit } from './kit.test-support';
import { RowActions } from './RowActions';
import { useDocumentActions } from './use-document-actions';

interface Order {
  id: string;
  inboundNo: string;
  status: string;
  arrivedAt: string | null;
  exceptions: { status: string }[];
}

const SPECS: ActionSpec[] = [
  { event: 'putaway', permission: 'inbound:putaway' },
  { event: 'cancel', permission: 'inbound:cancel', confirm: true },
];

function Actions({ order, row = false, run }: { order: Order; row?: boolean; run: () => Promise<unknown> }) {
  const actions = useDocumentActions<Order>({
    machine: inboundOrderMachine,
    specs: SPECS,
    run,
    nameOf: (o) => o.inboundNo,
    contextOf: inboundContextOf,
  });
  return row ? (
    <RowActions doc={order} actions={actions} inline={2} />
  ) : (
    <DocumentActions doc={order} actions={actions} />
  );
}

const received = (openExceptions: number): Order => ({
  id: 'IB1',
  inboundNo: 'IB20261124-0001',
  status: 'RECEIVED',
  arrivedAt: '2026-11-20T08:00:00Z',
  exceptions: [...Array.from({ length: openExceptions }, () => ({ status: 'OPEN' })), { status: 'RESOLVED' }],
});

const permissions = ['inbound:putaway', 'inbound:cancel'];

describe('an action the state allows but a fact of the document refuses', () => {
  it('is shown disabled with the reason in words, from the chart the server decides with', () => {
    const run = vi.fn(() => Promise.resolve({}));
    renderKit(<Actions order={received(2)} run={run} />, { permissions });
    const putaway = screen.getByRole('button', { name: zh('business.action.putaway') });
    expect(putaway).toBeDisabled();
    const reason = zh('business.blocked.openExceptionsBlock', { openExceptions: 2 });
    expect(screen.getByText(reason, { exact: false })).toBeInTheDocument();
    expect(putaway).toHaveAccessibleDescription(new RegExp(reason));
    fireEvent.click(putaway);
    expect(run).not.toHaveBeenCalled();
  });

  it('is enabled, with no reason, once the fact is gone', () => {
    renderKit(<Actions order={received(0)} run={() => Promise.resolve({})} />, { permissions });
    const putaway = screen.getByRole('button', { name: zh('business.action.putaway') });
    expect(putaway).toBeEnabled();
    expect(putaway).not.toHaveAttribute('aria-describedby');
  });

  it('is disabled in a list row too, its reason told to a screen reader', () => {
    renderKit(<Actions order={received(1)} run={() => Promise.resolve({})} row />, { permissions });
    const group = screen
      .getByRole('button', { name: zh('business.action.putaway') })
      .closest('div') as HTMLElement;
    const putaway = within(group).getByRole('button', { name: zh('business.action.putaway') });
    expect(putaway).toBeDisabled();
    expect(putaway).toHaveAttribute(
      'aria-description',
      zh('business.blocked.openExceptionsBlock', { openExceptions: 1 }),
    );
  });

  it('follows each guard of the document: cancel before the goods arrive, not after', () => {
    const approved: Order = { ...received(0), status: 'APPROVED', arrivedAt: null, exceptions: [] };
    const view = renderKit(<Actions order={approved} run={() => Promise.resolve({})} />, { permissions });
    expect(screen.getByRole('button', { name: zh('business.action.cancel') })).toBeEnabled();
    view.unmount();
    renderKit(
      <Actions order={{ ...approved, arrivedAt: '2026-11-20T08:00:00Z' }} run={() => Promise.resolve({})} />,
      { permissions },
    );
    expect(screen.getByRole('button', { name: zh('business.action.cancel') })).toBeDisabled();
    expect(screen.getByText(zh('business.blocked.alreadyArrived'), { exact: false })).toBeInTheDocument();
  });
});
