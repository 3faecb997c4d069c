import { StaleCopyMessages } from '@shared/messages';

/** An error with an HTTP status; the error handler turns it into the JSON answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, 'Authentication required');
export const forbidden = (message = 'You are not allowed to do that') => new HttpError(403, message);
/** Used for records that do not exist and for records the caller may not see alike. */
export const notFound = () => new HttpError(404, 'Not found');
/** The request was made against data that has changed since the caller read it. */
export const conflict = (message: string) => new HttpError(409, message);
/** A save made from a stale copy: its UPDATE, conditional on the version the client loaded, matched no row. */
export const staleCopy = () => conflict(StaleCopyMessages.staleCopy);
/**
 * What a save answers when its UPDATE matched no row. With a Version that is a stale copy (409): the row
 * may also have been deleted, but the condition cannot tell and a reload shows which. Without one (the
 * spec's client sends none) the UPDATE had no version condition, so the row is gone: 404.
 */
export const staleOrNotFound = (expectedVersion: number | undefined) =>
  expectedVersion === undefined ? notFound() : staleCopy();

/**
 * Refuses a stale copy against the record as loaded, before work a refused save must not do (calling the
 * video provider, checking references the record no longer has). The UPDATE's own version condition
 * still settles a race between this check and the write.
 */
export function refuseStaleCopy(loadedVersion: number, expectedVersion: number | undefined): void {
  if (expectedVersion !== undefined && loadedVersion !== expectedVersion) throw staleCopy();
}

/** Throws 403 unless the policy allowed the action. */
export function authorize(allowed: boolean): void {
  if (!allowed) throw forbidden();
}
