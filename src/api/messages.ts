/**
 * Translation keys of the client's own error messages (the server's messages are shown as they come).
 * The i18n files must define each key; the English text is the fallback when no translator is bound.
 */
export const ERROR_KEYS = [
  'error.network',
  'error.timeout',
  'error.forbidden',
  'error.notFound',
  'error.server',
  'error.validation',
  'error.sessionExpired',
  'error.refreshFailed',
  'error.unknown',
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

export const DEFAULT_ERROR_MESSAGES: Record<ErrorKey, string> = {
  'error.network': 'Network error, please check your connection',
  'error.timeout': 'The request timed out, please try again',
  'error.forbidden': 'You do not have permission to do this',
  'error.notFound': 'The requested resource was not found',
  'error.server': 'Server error, please try again later',
  'error.validation': 'Please correct the highlighted fields',
  'error.sessionExpired': 'Your session has expired, please sign in again',
  'error.refreshFailed': 'Could not renew your session, please sign in again',
  'error.unknown': 'The request failed, please try again',
};
