import type { InboundFormValues } from './inbound-form';

/**
 * The form re-renders on every keystroke (controlled mode); its parts re-render only when their own
 * values or messages change. These signatures say what "their own" is.
 */

export function errorSignature(errors: Record<string, unknown>, belongs: (path: string) => boolean): string {
  return Object.entries(errors)
    .filter(([path]) => belongs(path))
    .map(([path, message]) => `${path}=${String(message)}`)
    .join('\n');
}

export const boxErrorSignature = (errors: Record<string, unknown>, index: number) =>
  errorSignature(errors, (path) => path.startsWith(`boxes.${index}.`));

export const headerErrorSignature = (errors: Record<string, unknown>) =>
  errorSignature(errors, (path) => !path.startsWith('boxes'));

export function headerSignature(values: InboundFormValues): string {
  const { boxes: _boxes, ...header } = values;
  return JSON.stringify(header);
}
