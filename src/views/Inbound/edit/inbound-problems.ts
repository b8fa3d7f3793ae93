import type { FieldErrors, RuleKey } from '@/api/rules/fields';
import { etaRule, readInbound } from '@/api/rules/inbound';
import { toInput, type InboundFormValues } from './inbound-form';

/**
 * The form's checks are the server's own reader (`src/api/rules/inbound.ts`) run over what Save would
 * send, so the two cannot drift; the answers are field paths (`boxes.0.lines.1.expectedQty`), the same
 * the server's 422 uses. Reference uniqueness, SKU status and declarations stay the server's to judge.
 *
 * The form words a problem its own way (`inbound.rules.*`, shorter than the server's sentence, as it
 * sits under the field); a key without its own wording here shows `inbound.rules.<key>`.
 */
const MESSAGES: Partial<Record<RuleKey, string>> = {
  warehouseRequired: 'inbound.rules.warehouseRequired',
  shippingModeInvalid: 'inbound.rules.shippingModeRequired',
  containerTypeRequired: 'inbound.rules.containerTypeRequired',
  containerTypeInvalid: 'inbound.rules.containerTypeRequired',
  pickupAddressRequired: 'inbound.rules.pickupAddressRequired',
  pickupAddressTooLong: 'inbound.rules.remarkTooLong',
  referenceNoTooLong: 'inbound.rules.referenceTooLong',
  remarkTooLong255: 'inbound.rules.remarkTooLong',
  containerNoInvalid: 'inbound.rules.containerNo',
  trackingNosInvalid: 'inbound.rules.trackingNo',
  etaRequired: 'inbound.rules.etaRequired',
  etaInvalid: 'inbound.rules.etaRequired',
  etaPast: 'inbound.rules.etaPast',
  boxesRequired: 'inbound.rules.boxesRequired',
  customerBoxRefTooLong: 'inbound.rules.boxRefTooLong',
  boxWeightInvalid: 'inbound.rules.positive',
  boxLengthInvalid: 'inbound.rules.positive',
  boxWidthInvalid: 'inbound.rules.positive',
  boxHeightInvalid: 'inbound.rules.positive',
  boxLinesRequired: 'inbound.rules.linesRequired',
  lineSkuRequired: 'inbound.rules.skuRequired',
  lineSkuDuplicate: 'inbound.rules.skuDuplicate',
  expectedQtyInvalid: 'inbound.rules.qty',
};

export const inboundRuleMessage = (key: RuleKey): string => MESSAGES[key] ?? `inbound.rules.${key}`;

/** The rule keys of the values by field path; `today` (YYYY-MM-DD) also checks the ETA as submit does. */
export function inboundRuleKeys(values: InboundFormValues, today?: string): FieldErrors {
  const errors: FieldErrors = {};
  const read = readInbound(toInput(values), errors);
  if (today && !errors.eta) {
    const past = etaRule(read.eta, today);
    if (past) errors.eta = past;
  }
  return errors;
}

/** The message keys of the values by field path (what the form shows). */
export function inboundProblems(values: InboundFormValues, today?: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(inboundRuleKeys(values, today)).map(([path, key]) => [path, inboundRuleMessage(key)]),
  );
}
