import { RECHARGE_METHODS, type RechargeMethod } from '@machines/business/recharge.machine';
import { CURRENCY_PATTERN, num, oneOf, readFields, text, type FieldErrors } from './fields';

/** Field rules of business.md §9: recharges. */

export const RECHARGE_FIELDS = {
  method: oneOf(RECHARGE_METHODS, 'rechargeMethodInvalid'),
  currency: text({ upper: true, pattern: [CURRENCY_PATTERN, 'currencyInvalid'] }),
  declaredAmount: num({ invalid: 'declaredAmountInvalid', above: 0, max: 10_000_000, dp: 2 }),
  payerName: text({ required: 'payerNameRequired', max: [100, 'payerNameTooLong'] }),
  payerAccount: text({ max: [100, 'payerAccountTooLong'] }),
  bankRefNo: text({ max: [50, 'bankRefNoTooLong'] }),
  receiptFile: text({ max: [300, 'receiptFileInvalid'] }),
  remark: text({ max: [255, 'remarkTooLong255'] }),
  referenceNo: text({ max: [50, 'referenceNoTooLong'] }),
};

export function readRecharge(input: unknown, errors: FieldErrors) {
  const values = readFields(input, RECHARGE_FIELDS, errors);
  return { ...values, currency: values.currency || 'USD', receiptFile: values.receiptFile || null };
}

/** An operator's approval (business.md §9): what arrived (> 0) and the service charge (≥ 0, below it). */
export const APPROVAL_FIELDS = {
  arrivedAmount: num({ invalid: 'arrivedAmountInvalid', above: 0, max: 10_000_000, dp: 2 }),
  serviceCharge: num({ invalid: 'serviceChargeInvalid', min: 0, max: 10_000_000, dp: 2 }),
};

export function readApproval(input: unknown, errors: FieldErrors) {
  const values = readFields(input, APPROVAL_FIELDS, errors);
  // the purse must receive something: the charge stays below what arrived
  if (
    !errors.arrivedAmount &&
    !errors.serviceCharge &&
    Math.round(values.serviceCharge * 100) >= Math.round(values.arrivedAmount * 100)
  )
    errors.serviceCharge = 'serviceChargeInvalid';
  return values;
}

/** Where the service receives a recharge of each method: shown on the recharge form (one home). */
export interface ReceivingAccount {
  /** The account's holder, as the payer must write it. */
  holder: string;
  /** Account number, IBAN or the wallet's e-mail. */
  account: string;
  /** The bank or payment service, and its SWIFT code where one applies. */
  institution: string;
  swift: string;
}

export const RECEIVING_ACCOUNTS: Record<RechargeMethod, ReceivingAccount | null> = {
  BANK_TRANSFER: {
    holder: 'Outpost Logistics Ltd',
    account: '6228 4800 1234 5678 901',
    institution: 'HSBC Hong Kong',
    swift: 'HSBCHKHHHKH',
  },
  PAYONEER: {
    holder: 'Outpost Logistics Ltd',
    account: 'payments@outpost.example',
    institution: 'Payoneer',
    swift: '',
  },
  PINGPONG: {
    holder: 'Outpost Logistics Ltd',
    account: 'pingpong@outpost.example',
    institution: 'PingPong',
    swift: '',
  },
  WORLDFIRST: {
    holder: 'Outpost Logistics Ltd',
    account: 'worldfirst@outpost.example',
    institution: 'WorldFirst',
    swift: '',
  },
  // a card is charged by the payment step itself: nothing to send money to
  ONLINE_CARD: null,
};
