import { useTolgee } from '@tolgee/react';

/** The reader's language, for number and date formats. */
export function useLocale(): string {
  return useTolgee(['language']).getLanguage() ?? 'zh-CN';
}
