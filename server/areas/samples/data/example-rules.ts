import type { ExampleImportance } from '@/api/sample-types';
import type { MessageKey } from '../../../api/i18n';

// The rules of the example form. Pure, so the console's form can check the same way.
export const EXAMPLE_TITLE_MAX_LENGTH = 50;
export const EXAMPLE_IMPORTANCES: readonly ExampleImportance[] = [1, 2, 3];

export interface RuleError {
  key: MessageKey;
  params?: Record<string, string>;
}

export type ExampleField = 'title' | 'author' | 'importance';

export function isImportance(value: unknown): value is ExampleImportance {
  return EXAMPLE_IMPORTANCES.some((importance) => importance === value);
}

/** Title required, at most 50 characters; author required; importance 1, 2 or 3. */
export function exampleErrors(fields: {
  title: unknown;
  author: unknown;
  importance: unknown;
}): Partial<Record<ExampleField, RuleError>> {
  const errors: Partial<Record<ExampleField, RuleError>> = {};
  const title = typeof fields.title === 'string' ? fields.title.trim() : '';
  if (title === '') errors.title = { key: 'titleRequired' };
  else if ([...title].length > EXAMPLE_TITLE_MAX_LENGTH) {
    errors.title = { key: 'titleTooLong', params: { max: String(EXAMPLE_TITLE_MAX_LENGTH) } };
  }
  if (typeof fields.author !== 'string' || fields.author.trim() === '')
    errors.author = { key: 'authorRequired' };
  if (!isImportance(fields.importance)) errors.importance = { key: 'importanceRange' };
  return errors;
}
