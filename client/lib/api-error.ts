import { StaleCopyMessages } from '@shared/messages';

/** A failed call to the API: the HTTP status (0 when the server could not be reached) and its message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Client errors (4xx) will not change on a retry; network failures and 5xx might. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** The text to show for a failed call: the server's message, or a generic one for anything else. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : FALLBACK_MESSAGE;
}

/** A save refused because the record changed since the form loaded it (409 with the stale-copy message). */
export function isStaleCopy(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.message === StaleCopyMessages.staleCopy;
}
