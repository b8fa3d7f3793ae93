import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockServer } from '@mocks/testing';
import { zh } from '@/test/messages';
import { openAs, pageTitled, seedRecharge, stopConsoles, storedRecharge } from './recharge.test-support';

setupMockServer();
afterEach(() => {
  cleanup();
  stopConsoles();
});

const rowOf = async (no: string) => {
  const link = await screen.findByRole('link', { name: no }, { timeout: 15000 });
  return within(link.closest('tr') as HTMLElement);
};

describe('the recharge list and detail', () => {
  it('offers the seller submit and withdraw of a draft, and withdraws only after asking', async () => {
    const draft = await seedRecharge();
    await openAs(`#/finance/recharge?keyword=${draft.bankRefNo}`, 'seller');
    const row = await rowOf(draft.rechargeNo);
    expect(row.getByRole('button', { name: zh('business.action.submit') })).toBeInTheDocument();
    fireEvent.click(row.getByRole('button', { name: zh('business.action.more') }));
    fireEvent.click(await screen.findByRole('menuitem', { name: zh('business.action.withdraw') }));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 }));
    expect(
      dialog.getByText(zh('finance.recharge.confirm.withdrawMessage', { document: draft.rechargeNo })),
    ).toBeInTheDocument();
    // nothing happened before the answer
    expect((await storedRecharge(draft.id))?.status).toBe('DRAFT');
    fireEvent.click(dialog.getByRole('button', { name: zh('finance.recharge.confirm.withdrawRun') }));
    await waitFor(async () => expect((await storedRecharge(draft.id))?.status).toBe('WITHDRAWN'), {
      timeout: 10000,
    });
  }, 60_000);

  it('shows a credited recharge with its amounts and the orders it released; the operator is offered nothing more', async () => {
    const credited = await seedRecharge(['submit', 'approve']);
    await openAs(`#/finance/recharge/detail/${credited.id}`, 'admin');
    await pageTitled(credited.rechargeNo);
    expect(screen.getByText(zh('finance.recharge.field.credited'))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: zh('finance.recharge.released.title') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: zh('business.action.approve') })).toBeNull();
    expect(screen.queryByRole('button', { name: zh('business.action.withdraw') })).toBeNull();
  }, 60_000);

  it('answers the 404 page to another customer opening the seller’s recharge', async () => {
    const mine = await seedRecharge(['submit']);
    await openAs(`#/finance/recharge/detail/${mine.id}`, 'seller2');
    expect(
      await screen.findByText(zh('error.page.404.title'), undefined, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(mine.rechargeNo)).toBeNull();
  }, 60_000);
});
