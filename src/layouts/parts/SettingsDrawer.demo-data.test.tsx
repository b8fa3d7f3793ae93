import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockServer } from '@mocks/testing';
import { liveDb } from '../../../server/api/db-instance';
import { everyRecord, findById, update } from '../../../server/store/store';
import { seedBeforeAll } from '../../../server/api/testing';
import { renderApp, signInAs } from '@/test/render-app';
import { zh } from '@/test/messages';

setupMockServer();
seedBeforeAll();
afterEach(cleanup);

describe('the settings drawer’s demo data', () => {
  it('resets the demo data after a confirmation and says so', async () => {
    const user = userEvent.setup();
    const [first] = await everyRecord(await liveDb(), 'skus');
    if (!first) throw new Error('the seed has no SKU');
    const original = first.nameEn;
    await update(await liveDb(), 'skus', first.id, { nameEn: 'changed by a user' });
    // the reset may bind the live db anew: each look asks for it
    const nameNow = async () => (await findById(await liveDb(), 'skus', first.id))?.nameEn;
    const app = renderApp('#/dashboard/workplace');
    await act(() => signInAs(app.actor, 'admin'));
    await user.click(await screen.findByRole('button', { name: zh('settings.title') }, { timeout: 5000 }));
    await user.click(await screen.findByRole('button', { name: zh('businessAdmin.demoData.reset') }));
    const dialog = await screen.findByRole('dialog', { name: zh('businessAdmin.demoData.confirmTitle') });
    expect(within(dialog).getByText(zh('businessAdmin.demoData.confirmMessage'))).toBeInTheDocument();
    expect(await nameNow()).toBe('changed by a user');
    await user.click(within(dialog).getByRole('button', { name: zh('businessAdmin.demoData.reset') }));
    expect(
      await screen.findByText(zh('businessAdmin.demoData.done'), undefined, { timeout: 30_000 }),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await nameNow()).toBe(original));
  }, 60_000);

  it('is not offered to a customer: it would wipe every account’s work in this browser', async () => {
    const user = userEvent.setup();
    const app = renderApp('#/dashboard/workplace');
    await act(() => signInAs(app.actor, 'seller'));
    await user.click(await screen.findByRole('button', { name: zh('settings.title') }, { timeout: 5000 }));
    // the drawer is open (its own reset is there), the demo data's is not
    expect(await screen.findByRole('button', { name: zh('settings.reset') })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: zh('businessAdmin.demoData.reset') }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(zh('businessAdmin.demoData.title'))).not.toBeInTheDocument();
  }, 60_000);
});
