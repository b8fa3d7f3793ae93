import { decide } from '@machines/business/lifecycle';
import { rechargeMachine, type RechargeMethod, RECHARGE_METHODS } from '@machines/business/recharge.machine';
import type { RechargeInput } from '@/api/business/recharge';
import type { Recharge } from '@/api/business/types/documents';
import type { FieldErrors } from '@/api/rules/fields';
import { readRecharge } from '@/api/rules/recharge';

export interface RechargeFormValues {
  method: RechargeMethod;
  currency: string;
  /** '' while empty (Mantine's NumberInput) */
  declaredAmount: number | string;
  payerName: string;
  payerAccount: string;
  bankRefNo: string;
  remark: string;
  /** the uploaded receipt's id already on the recharge ('' without one) */
  receiptFile: string;
}

/** The fields the form shows a message at (the paths the server's 422 names). */
const SHOWN = new Set([
  'method',
  'currency',
  'declaredAmount',
  'payerName',
  'payerAccount',
  'bankRefNo',
  'receiptFile',
  'remark',
]);
export const isShownRechargeField = (path: string) => SHOWN.has(path);

const isMethod = (value: string | null): value is RechargeMethod =>
  RECHARGE_METHODS.some((method) => method === value);

/**
 * A new recharge; `?currency=USD&amount=12.34&method=…` fills it in (the outbound detail's top-up
 * link asks for what an order held for ARREARS lacks).
 */
export function emptyRecharge(search: URLSearchParams): RechargeFormValues {
  const amount = Number(search.get('amount'));
  const method = search.get('method');
  return {
    method: isMethod(method) ? method : 'BANK_TRANSFER',
    currency: (search.get('currency') ?? '').toUpperCase() || 'USD',
    declaredAmount: Number.isFinite(amount) && amount > 0 ? amount : '',
    payerName: '',
    payerAccount: '',
    bankRefNo: '',
    remark: '',
    receiptFile: '',
  };
}

export const valuesOf = (recharge: Recharge): RechargeFormValues => ({
  method: recharge.method,
  currency: recharge.currency,
  declaredAmount: recharge.declaredAmount,
  payerName: recharge.payerName,
  payerAccount: recharge.payerAccount,
  bankRefNo: recharge.bankRefNo,
  remark: recharge.remark,
  receiptFile: recharge.receiptFile ?? '',
});

/** What Save sends: the form's values, with the receipt just uploaded when there is one. */
export const toInput = (values: RechargeFormValues, id?: string, receiptFile?: string): RechargeInput => ({
  ...(id ? { id } : {}),
  method: values.method,
  currency: values.currency,
  declaredAmount: values.declaredAmount === '' ? Number.NaN : Number(values.declaredAmount),
  payerName: values.payerName,
  payerAccount: values.payerAccount,
  bankRefNo: values.bankRefNo,
  remark: values.remark,
  receiptFile: receiptFile ?? (values.receiptFile || null),
});

/** Each rule's key worded for the form under `finance.recharge.rules.<key>`. */
export const rechargeRuleMessage = (key: string): string => `finance.recharge.rules.${key}`;

/**
 * The form's checks are the server's reader (`src/api/rules/recharge.ts`) over what Save would send;
 * for a submit the chart says too whether the method needs a receipt it lacks.
 */
export function rechargeProblems(
  values: RechargeFormValues,
  submitting: boolean,
  hasReceipt: boolean,
): Record<string, string> {
  const errors: FieldErrors = {};
  readRecharge(toInput(values), errors);
  const problems: Record<string, string> = Object.fromEntries(
    Object.entries(errors).map(([path, key]) => [path, rechargeRuleMessage(key)]),
  );
  if (submitting) {
    const verdict = decide(
      rechargeMachine,
      'DRAFT',
      { method: values.method, hasReceipt },
      { type: 'submit', by: 'customer' },
    );
    if (!verdict.ok && verdict.reason === 'invalid' && verdict.guards.includes('hasRequiredReceipt'))
      problems.receiptFile = rechargeRuleMessage('receiptRequired');
  }
  return problems;
}
