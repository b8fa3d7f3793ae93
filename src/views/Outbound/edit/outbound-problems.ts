import type { FieldErrors, RuleKey } from '@/api/rules/fields';
import { readOutbound } from '@/api/rules/outbound';
import { toInput, type OutboundFormValues } from './outbound-form';

/**
 * The form's checks are the server's own reader (`src/api/rules/outbound.ts`) run over what Save would
 * send, so the two cannot drift; the answers are field paths (`consignee.phone`, `lines.1.qty`), the
 * same the server's 422 uses. Reference uniqueness, the carrier's reach and SKU status stay the
 * server's to judge. Each key is worded for the form under `outbound.edit.rules.<key>`.
 */
export const outboundRuleMessage = (key: RuleKey): string => `outbound.edit.rules.${key}`;

export function outboundRuleKeys(
  values: OutboundFormValues,
  offers?: { signature: boolean; insurance: boolean },
): FieldErrors {
  const errors: FieldErrors = {};
  readOutbound(toInput(values, undefined, offers), errors);
  return errors;
}

/** The message keys of the values by field path (what the form shows). */
export function outboundProblems(
  values: OutboundFormValues,
  offers?: { signature: boolean; insurance: boolean },
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(outboundRuleKeys(values, offers)).map(([path, key]) => [path, outboundRuleMessage(key)]),
  );
}
