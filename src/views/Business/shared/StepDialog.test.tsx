import { TextInput } from '@mantine/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, VALIDATION_CODE } from '@/api/errors';
import { renderWidget } from '@/test/render-widget';
import { StepDialog, StepForm, useStepSubmit } from './StepDialog';
import type { ActionOutcome } from './use-document-actions';

afterEach(cleanup);

interface Order {
  no: string;
}

const refusal = (data: Record<string, string>) =>
  new ApiError({ reason: 'code', message: 'refused', code: VALIDATION_CODE, status: 200, data });

/** A one-field step as the detail pages have them: a number that must not be empty. */
function NumberStep({
  order,
  send,
  onClose,
}: {
  order: Order | null;
  send: (order: Order, no: string) => Promise<ActionOutcome>;
  onClose: () => void;
}) {
  return (
    <StepDialog document={order} title={(o) => `Ship ${o.no}`} onClose={onClose}>
      {(o) => <NumberForm order={o} send={send} onClose={onClose} />}
    </StepDialog>
  );
}

function NumberForm({
  order,
  send,
  onClose,
}: {
  order: Order;
  send: (order: Order, no: string) => Promise<ActionOutcome>;
  onClose: () => void;
}) {
  const [no, setNo] = useState('');
  const step = useStepSubmit<'trackingNo'>(onClose);
  return (
    <StepForm
      intro="The carrier's number"
      confirm="Ship"
      busy={step.busy}
      onCancel={onClose}
      onSubmit={() =>
        void step.submit(
          { trackingNo: no.trim() ? undefined : 'Enter the number' },
          () => send(order, no.trim()),
          {
            field: 'trackingNo',
            message: 'Not shipped',
          },
        )
      }
    >
      <TextInput
        label="Tracking number"
        value={no}
        onChange={(event) => {
          setNo(event.currentTarget.value);
          step.clear();
        }}
        error={step.errors.trackingNo}
        data-autofocus
      />
    </StepForm>
  );
}

const ORDER = { no: 'OB-1' };

describe('a step dialog: asks, checks, sends, closes or says why not', () => {
  it('is named after its document, and shows nothing without one', () => {
    renderWidget(<NumberStep order={null} send={vi.fn()} onClose={vi.fn()} />, { lang: 'en' });
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    renderWidget(<NumberStep order={ORDER} send={vi.fn()} onClose={vi.fn()} />, { lang: 'en' });
    expect(screen.getByRole('dialog', { name: 'Ship OB-1' })).toBeInTheDocument();
  });

  it('says what to fix at the field and sends nothing; the fields are a form (Enter submits it)', async () => {
    const send = vi.fn(async () => ({ ok: true as const, answer: null }));
    renderWidget(<NumberStep order={ORDER} send={send} onClose={vi.fn()} />, { lang: 'en' });
    const field = screen.getByRole('textbox', { name: 'Tracking number' });
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByText('Enter the number')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    // typing clears the message
    fireEvent.change(field, { target: { value: '1Z999' } });
    expect(screen.queryByText('Enter the number')).toBeNull();
  });

  it('closes once the step is done', async () => {
    const send = vi.fn(async () => ({ ok: true as const, answer: null }));
    const onClose = vi.fn();
    renderWidget(<NumberStep order={ORDER} send={send} onClose={onClose} />, { lang: 'en' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tracking number' }), {
      target: { value: ' 1Z999 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith(ORDER, '1Z999');
  });

  it("shows the server's refusal at its field, or the step's own words when it named none", async () => {
    const send = vi
      .fn<(order: Order, no: string) => Promise<ActionOutcome>>()
      .mockResolvedValueOnce({ ok: false, error: refusal({ trackingNo: 'This number is already used' }) })
      .mockResolvedValueOnce({ ok: false, error: new Error('network') });
    const onClose = vi.fn();
    renderWidget(<NumberStep order={ORDER} send={send} onClose={onClose} />, { lang: 'en' });
    const field = screen.getByRole('textbox', { name: 'Tracking number' });
    fireEvent.change(field, { target: { value: '1Z999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText('This number is already used')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText('Not shipped')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    // what was typed stays for another try
    expect(field).toHaveValue('1Z999');
  });
});
