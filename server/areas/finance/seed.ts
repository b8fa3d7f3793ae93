import { now } from '../../api/clock';
import type { Random } from '../../seed/prng';
import { purseOf } from '../../store/lookup';
import { roundMoney, toCents } from '../../store/money';
import { filter } from '../../store/store';
import { availableOf } from '@/api/rules/purse';
import {
  act,
  closeSettlement,
  freezeFunds,
  runStorageJob,
  save,
  setCreditLimit,
  setLowBalanceAlert,
  unfreezeFunds,
} from '../../services/index';
import { DAY_MS, digits } from '../../seed/random';
import { hours, outcomeOf, type SeedContext } from '../../seed/documents/context';
import { ADMIN, HOUR_MS, SELLERS } from '../../seed/documents/timeline';

export const RECHARGES_PER_CUSTOMER = 30;
export const SETTLED_MONTHS = 11;

/**
 * The receipt of a seeded bank transfer is an upload like a user's: its id starts with this, and
 * the mock's upload store writes the file (a PDF saying payer, amount, reference and date) the first
 * time uploads are asked for (`seededReceipts`), so building the seed writes no files.
 */
export const SEED_RECEIPT_PREFIX = 'UPSEEDRCPT';

const later = (ctx: SeedContext, delay: number, fn: () => unknown) => ctx.timeline.at(now() + delay, fn);

/** What the customer spent on fees in the last 30 days. */
async function monthlySpend(ctx: SeedContext, customerId: string): Promise<number> {
  const since = new Date(now() - 30 * DAY_MS).toISOString();
  let cents = 0;
  for (const debit of await filter(ctx.db, 'purseTransactions', { customerId, type: 'DEBIT' }))
    if (debit.at >= since) cents += toCents(debit.amount);
  return cents / 100;
}

type Fate = 'CREDITED' | 'CARD' | 'REJECTED' | 'WITHDRAW_DRAFT' | 'WITHDRAW_PENDING' | 'PENDING' | 'DRAFT';

function fateOf(customerId: string, index: number): Fate {
  if (index === RECHARGES_PER_CUSTOMER - 1) return customerId === 'C001' ? 'DRAFT' : 'PENDING';
  // C002's last two wait for review while its funds are held: its newest orders wait in ARREARS.
  if (index === RECHARGES_PER_CUSTOMER - 2) return 'PENDING';
  if (index === 6) return 'REJECTED';
  if (index === 11) return 'WITHDRAW_DRAFT';
  if (index === 17) return customerId === 'C001' ? 'WITHDRAW_PENDING' : 'CARD';
  if (index === 23 && customerId === 'C002') return 'REJECTED';
  return index % 4 === 3 ? 'CARD' : 'CREDITED';
}

/** One recharge filed now: big enough to cover about six weeks of fees at the recent pace. */
async function recharge(ctx: SeedContext, random: Random, customerId: string, fate: Fate) {
  const seller = SELLERS[customerId];
  const purse = await purseOf(ctx.db, customerId);
  const balance = purse ? purse.balance - purse.frozen : 0;
  const target = (await monthlySpend(ctx, customerId)) * 1.6 + 1500;
  const amount = Math.max(1000, Math.ceil((target - balance) / 500) * 500);
  const method =
    fate === 'CARD'
      ? 'ONLINE_CARD'
      : random.pick(['BANK_TRANSFER', 'BANK_TRANSFER', 'PAYONEER', 'PINGPONG', 'WORLDFIRST']);
  const input = {
    method,
    currency: 'USD',
    declaredAmount: amount,
    payerName: customerId === 'C001' ? 'Northwind Trading LLC' : 'Blue Harbor Goods Ltd',
    payerAccount: `****${digits(random, 4)}`,
    bankRefNo: method === 'BANK_TRANSFER' ? `FT${digits(random, 10)}` : '',
    receiptFile: method === 'BANK_TRANSFER' ? `${SEED_RECEIPT_PREFIX}${digits(random, 6)}` : '',
    remark: '',
  };
  const saved = outcomeOf(ctx, 'recharge', 'save', await save(ctx.db, seller, 'recharge', input));
  if (!saved || fate === 'DRAFT') return;
  const step = async (actor: typeof ADMIN, action: string, payload: Record<string, unknown> = {}) =>
    outcomeOf(ctx, 'recharge', action, await act(ctx.db, actor, 'recharge', saved.id, action, payload));
  if (fate === 'WITHDRAW_DRAFT') {
    later(ctx, hours(random, 1, 8), async () => await step(seller, 'withdraw'));
    return;
  }
  later(ctx, hours(random, 0.2, 2), async () => {
    if (!(await step(seller, 'submit')) || fate === 'CARD' || fate === 'PENDING') return;
    if (fate === 'WITHDRAW_PENDING') {
      later(ctx, hours(random, 1, 5), async () => await step(seller, 'withdraw'));
    } else if (fate === 'REJECTED') {
      later(
        ctx,
        hours(random, 4, 30),
        async () => await step(ADMIN, 'reject', { reason: 'No transfer arrived with this reference' }),
      );
    } else {
      const serviceCharge = method === 'BANK_TRANSFER' ? 15 : roundMoney(amount * 0.01);
      later(
        ctx,
        hours(random, 4, 30),
        async () => await step(ADMIN, 'approve', { arrivedAmount: amount, serviceCharge }),
      );
    }
  });
}

function planRecharges(ctx: SeedContext) {
  for (const customerId of Object.keys(SELLERS)) {
    const random = ctx.stream(`recharge:${customerId}`);
    for (let index = 0; index < RECHARGES_PER_CUSTOMER; index += 1) {
      const fate = fateOf(customerId, index);
      const special = customerId === 'C002' && index === 17;
      const at =
        index === 0
          ? ctx.start + HOUR_MS
          : index >= RECHARGES_PER_CUSTOMER - 2
            ? ctx.today - (RECHARGES_PER_CUSTOMER - index) * DAY_MS + 10 * HOUR_MS
            : special
              ? ctx.today - 150 * DAY_MS + 17 * HOUR_MS
              : ctx.start + index * 12.4 * DAY_MS + hours(random, 8, 18);
      ctx.timeline.at(at, async () => await recharge(ctx, random, customerId, fate));
    }
  }
}

/** The operator holds a customer's money (a compliance check): orders wait for ARREARS until it is released. */
function holdFunds(ctx: SeedContext, customerId: string, at: number, releaseAfter: number | null) {
  ctx.timeline.at(at, async () => {
    outcomeOf(ctx, 'finance', 'creditLimit', await setCreditLimit(ctx.db, ADMIN, customerId, 'USD', 0));
    const purse = await purseOf(ctx.db, customerId);
    const free = purse ? roundMoney(purse.balance - purse.frozen - 5) : 0;
    if (free > 0)
      outcomeOf(
        ctx,
        'finance',
        'freeze',
        await freezeFunds(ctx.db, ADMIN, customerId, 'USD', free, 'Compliance check of the account'),
      );
  });
  if (releaseAfter === null) return;
  ctx.timeline.at(at + releaseAfter, async () => {
    const purse = await purseOf(ctx.db, customerId);
    if (purse && purse.frozen > 0)
      outcomeOf(
        ctx,
        'finance',
        'unfreeze',
        await unfreezeFunds(ctx.db, ADMIN, customerId, 'USD', purse.frozen, 'Check passed'),
      );
    outcomeOf(ctx, 'finance', 'creditLimit', await setCreditLimit(ctx.db, ADMIN, customerId, 'USD', 500));
  });
}

function planStorage(ctx: SeedContext) {
  for (let day = ctx.start; day < ctx.today; day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    ctx.timeline.at(day + 23.5 * HOUR_MS, async () =>
      outcomeOf(ctx, 'storage', 'run', await runStorageJob(ctx.db, ADMIN, date)),
    );
  }
}

const iso = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * The 11 whole months before last closed for each customer, answered as statements usually are; last
 * month waits for the operator to close it (business.md §9: closing is the operator's step, and the
 * console's close page offers last month first).
 */
function planSettlements(ctx: SeedContext) {
  const today = new Date(ctx.today);
  for (let k = 1; k <= SETTLED_MONTHS; k += 1) {
    // k = 1 is the latest month closed: the month before last
    const from = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - k - 1, 1);
    const next = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - k, 1);
    for (const customerId of Object.keys(SELLERS)) {
      const random = ctx.stream(`settlement:${customerId}:${k}`);
      const seller = SELLERS[customerId];
      ctx.timeline.at(next + 2 * HOUR_MS, async () => {
        const statement = outcomeOf(
          ctx,
          'settlement',
          'close',
          await closeSettlement(ctx.db, ADMIN, customerId, iso(from), iso(next - DAY_MS)),
        );
        if (!statement || k === 1) return;
        const step = async (actor: typeof ADMIN, action: string, payload: Record<string, unknown> = {}) =>
          outcomeOf(
            ctx,
            'settlement',
            action,
            await act(ctx.db, actor, 'settlement', statement.id, action, payload),
          );
        const disputed = k === 2 || k === 5;
        if (!disputed) {
          later(ctx, hours(random, 30, 100), async () => await step(seller, 'confirm'));
          return;
        }
        later(
          ctx,
          hours(random, 30, 60),
          async () => await step(seller, 'dispute', { note: 'Storage charged for stock already shipped' }),
        );
        if (k === 2 && customerId === 'C001') return;
        later(
          ctx,
          hours(random, 70, 90),
          async () =>
            await step(ADMIN, 'adjust', {
              amount: -roundMoney(5 + random.next() * 35),
              note: 'Storage credit',
            }),
        );
        if (k === 5) later(ctx, hours(random, 100, 130), async () => await step(seller, 'confirm'));
      });
    }
  }
}

/**
 * The demo seller keeps a low-balance alert on its USD purse, set the evening before today a round
 * amount above what it can pay: the purse and the home show the warning and the recharge it needs.
 */
function watchBalance(ctx: SeedContext, customerId: string) {
  ctx.timeline.at(ctx.today - HOUR_MS, async () => {
    const purse = await purseOf(ctx.db, customerId);
    if (!purse) return;
    const alert = Math.ceil((availableOf(purse) + 500) / 1000) * 1000;
    outcomeOf(
      ctx,
      'finance',
      'lowBalanceAlert',
      await setLowBalanceAlert(ctx.db, SELLERS[customerId], 'USD', alert),
    );
  });
}

export function planMoney(ctx: SeedContext): void {
  planRecharges(ctx);
  planStorage(ctx);
  planSettlements(ctx);
  holdFunds(ctx, 'C002', ctx.today - 150 * DAY_MS + 9 * HOUR_MS, 25 * HOUR_MS);
  holdFunds(ctx, 'C002', ctx.today - 2 * DAY_MS + 9 * HOUR_MS, null);
  watchBalance(ctx, 'C001');
}
