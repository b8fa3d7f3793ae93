import { msg, type MessageKey } from '../../../api/i18n';

/** A seeded text, answered in the request's language, or a text someone saved, answered as saved. */
export type SampleText = { key: MessageKey } | { text: string };

export function textOf(request: Request, value: SampleText): string {
  return 'key' in value ? msg(request, value.key) : value.text;
}
