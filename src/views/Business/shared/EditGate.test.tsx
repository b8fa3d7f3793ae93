import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rmaMachine } from '@machines/business/rma.machine';
import { renderWidget } from '@/test/render-widget';
import { EditGate } from './EditGate';

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

const renderGate = (status: string) =>
  renderWidget(
    <EditGate
      machine={rmaMachine}
      status={status}
      context={{}}
      kind="rma"
      notEditable="rma.edit.notEditable"
      toDetail={{ label: 'To the return', path: '/rma/detail/R1' }}
    >
      <p>the form</p>
    </EditGate>,
    { lang: 'en' },
  );

describe('a stored document’s form, while its chart lets its customer change it', () => {
  it('shows the form where the chart offers edit (a return in DRAFT)', () => {
    renderGate('DRAFT');
    expect(screen.getByText('the form')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says why not in the area’s words, with the status, and leads to the detail page', () => {
    renderGate('RECEIVED');
    expect(screen.queryByText('the form')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/received/i);
    fireEvent.click(screen.getByRole('button', { name: 'To the return' }));
    expect(window.location.hash).toBe('#/rma/detail/R1');
  });
});
