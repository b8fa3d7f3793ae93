import type { MessageKey } from '../../../api/i18n';

/** Seed §3: the importance dict is 0 commonly, 1 good, 2 important. */
export const IMPORTANCE_DICT: readonly { labelKey: MessageKey; value: number }[] = [
  { labelKey: 'dictCommonly', value: 0 },
  { labelKey: 'dictGood', value: 1 },
  { labelKey: 'dictImportant', value: 2 },
];
