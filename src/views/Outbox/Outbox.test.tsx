import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiGet, apiPostJson, setupMockServer } from '@mocks/testing';
import { openAs } from '@/test/business-ui';
import { en, zh } from '@/test/messages';

setupMockServer();
afterEach(cleanup);

const SELLER = 'seller@northwind.example';
const OTHER = 'seller@blueharbor.example';

/** The row of the message to an address. */
const rowTo = (table: HTMLElement, to: string) => {
  const row = within(table).getByText(to).closest('tr');
  if (!row) throw new Error(`no row for ${to}`);
  return row as HTMLElement;
};

describe('the operator’s outbox page (issue #41 §2)', () => {
  it('shows each message’s recipient, kind, state and link or code; passing one on drops it', async () => {
    await apiPostJson('Authorization/SendResetLink', { email: SELLER });
    await apiGet(`Authorization/GetVerificationCode?email=${OTHER}`);
    await openAs('#/system/outbox', 'admin');
    const table = await screen.findByRole('table', { name: zh('outbox.listTitle') }, { timeout: 25_000 });
    const reset = await waitFor(() => rowTo(table, SELLER));
    expect(reset).toHaveTextContent(zh('outbox.kind.reset'));
    expect(within(reset).getByText(zh('outbox.state.waiting'))).toBeVisible();
    expect(within(reset).getByText(/^#\/reset-password\?token=[\w-]+$/)).toBeVisible();
    const code = rowTo(table, OTHER);
    expect(code).toHaveTextContent(zh('outbox.kind.code'));
    expect(within(code).getByText(/^\d{6}$/)).toBeVisible();
    expect(within(code).getByRole('button', { name: zh('outbox.copyFor', { to: OTHER }) })).toBeVisible();

    fireEvent.click(within(reset).getByRole('button', { name: zh('outbox.passOnFor', { to: SELLER }) }));
    const dialog = await screen.findByRole('dialog', { name: zh('outbox.confirm.title') });
    expect(dialog).toHaveTextContent(zh('outbox.confirm.message', { to: SELLER }));
    fireEvent.click(within(dialog).getByRole('button', { name: zh('outbox.passOn') }));
    // the state's badge (the button's words hold the same word in Chinese: the exact text is the badge)
    await waitFor(() =>
      expect(within(rowTo(table, SELLER)).getByText(zh('outbox.state.passedOn'))).toBeVisible(),
    );
    const passed = rowTo(table, SELLER);
    expect(passed).toHaveTextContent(zh('outbox.secretDropped'));
    expect(within(passed).queryByText(/reset-password/)).toBeNull();
    expect(within(passed).queryByRole('button', { name: zh('outbox.passOnFor', { to: SELLER }) })).toBeNull();
    // the other message still waits with its code
    expect(within(rowTo(table, OTHER)).getByText(zh('outbox.state.waiting'))).toBeVisible();
  }, 60_000);

  it('says so when nothing has been sent, in English too', async () => {
    await openAs('#/system/outbox', 'admin', 'en');
    expect(await screen.findByText(en('outbox.empty'), undefined, { timeout: 25_000 })).toBeVisible();
  }, 60_000);

  it('is not a customer’s page: the seller gets the 404 page', async () => {
    await openAs('#/system/outbox', 'seller');
    expect(await screen.findByText(zh('error.page.404.title'), undefined, { timeout: 25_000 })).toBeVisible();
    expect(screen.queryByRole('table', { name: zh('outbox.listTitle') })).toBeNull();
  }, 60_000);
});
