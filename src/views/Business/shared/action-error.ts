import { ApiError, fieldErrors } from '@/api/errors';

export interface ActionFailure {
  /** the key of the notice's title */
  titleKey: string;
  /** the server's own words (already in the reader's language) */
  message: string;
  /** a 422's per-field messages */
  fields: Record<string, string>;
  /** the document changed state meanwhile: what is shown is stale */
  stale: boolean;
}

const statusOf = (error: ApiError) => (error.status >= 400 ? error.status : error.code);

/** How a refused action reads: 409 the state, 403 the right, 422 the details, anything else a failure. */
export function describeFailure(error: unknown): ActionFailure {
  if (!(error instanceof ApiError)) {
    return {
      titleKey: 'business.actionDialog.failedTitle',
      message: String(error),
      fields: {},
      stale: false,
    };
  }
  const status = statusOf(error);
  const titleKey =
    status === 409
      ? 'business.actionDialog.conflictTitle'
      : status === 403
        ? 'business.actionDialog.forbiddenTitle'
        : status === 422
          ? 'business.actionDialog.invalidTitle'
          : 'business.actionDialog.failedTitle';
  return { titleKey, message: error.message, fields: fieldErrors(error), stale: status === 409 };
}
