import type { ServerAccountRuleKey } from '@/api/rules/account';
import { invalid, type FieldErrors } from '../../api/http';
import { msg, type MessageKey } from '../../api/i18n';

/** A field's problem: one of the shared account rules, or one only the server can know. */
export type FieldProblem = ServerAccountRuleKey | MessageKey | null;

/** The 422 answer for the fields with a problem, or null when there is none. */
export function fieldProblems(request: Request, problems: Record<string, FieldProblem>): Response | null {
  const fields: FieldErrors = {};
  for (const [field, key] of Object.entries(problems)) if (key) fields[field] = msg(request, key);
  return Object.keys(fields).length > 0 ? invalid(request, fields) : null;
}
