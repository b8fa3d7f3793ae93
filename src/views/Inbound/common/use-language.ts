import { useTolgee } from '@tolgee/react';

/** The reader's language, for Intl formats (re-renders when it changes). */
export function useLanguage(): string {
  return useTolgee(['language']).getLanguage() ?? 'zh-CN';
}
