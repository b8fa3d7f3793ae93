import type { ExampleRecord } from '@/api/sample-types';
import { exampleErrors, isImportance, type ExampleField, type RuleError } from './example-rules';

type Body = Record<string, unknown>;

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value.trim() : fallback;
}

// A form's select or number input may send "2" for 2.
function numberOr(value: unknown, fallback: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return value === undefined || value === null ? fallback : value;
}

function pageviewsOf(value: unknown, fallback: number): number {
  const count = numberOr(value, fallback);
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : fallback;
}

export type ExampleSaveOutcome =
  { record: ExampleRecord } | { errors: Partial<Record<ExampleField, RuleError>> };

/**
 * The record a save body makes: fields left out keep the saved record's values (an update) or take
 * defaults (a create); then the form rules decide.
 */
export function exampleFromBody(
  body: Body,
  id: string,
  existing: ExampleRecord | undefined,
  nowIso: string,
): ExampleSaveOutcome {
  const title = stringOr(body.title, existing?.title ?? '');
  const author = stringOr(body.author, existing?.author ?? '');
  const importance = numberOr(body.importance, existing?.importance);
  const errors = exampleErrors({ title, author, importance });
  if (Object.keys(errors).length > 0 || !isImportance(importance)) return { errors };
  return {
    record: {
      id,
      author,
      title,
      importance,
      content: typeof body.content === 'string' ? body.content : (existing?.content ?? ''),
      display_time: stringOr(body.display_time, existing?.display_time ?? nowIso) || nowIso,
      pageviews: pageviewsOf(body.pageviews, existing?.pageviews ?? 0),
      image_uri: stringOr(body.image_uri, existing?.image_uri ?? ''),
      video_uri: stringOr(body.video_uri, existing?.video_uri ?? ''),
    },
  };
}
