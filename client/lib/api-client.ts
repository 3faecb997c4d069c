import { ApiError } from './api-error';
import { authStorage } from './auth-storage';
import { queryClient } from './query-client';

const API_BASE = '/api/v1';
const NETWORK_ERROR = 'The server could not be reached. Check your connection and try again.';
const UNEXPECTED_ERROR = 'Something went wrong. Please try again.';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Whether a 401 means "the session has ended" (the default). Only sign-in turns this off: it answers
   * wrong credentials in its body, and has no session to lose.
   */
  endsSessionOn401?: boolean;
}

/**
 * The one place a 401 is handled: clear all local storage and the query cache, and leave a notice for the
 * login screen. The route guards react to the cleared flag and show the login page.
 */
function handleSessionEnded(): void {
  // A request still in flight when the user signed out is not a timeout.
  if (!authStorage.isAuthenticated()) return;
  authStorage.setLoginNotice({ kind: 'sessionTimedOut' });
  authStorage.signOut('expired');
  queryClient.clear();
}

async function readErrorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON (a proxy error page, say): fall through to the generic text.
  }
  return UNEXPECTED_ERROR;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { body, signal, endsSessionOn401 = true } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  // Fastify rejects an empty body sent as JSON, so the header goes only with a body. A form (an upload)
  // goes as multipart/form-data, whose header with its boundary the browser writes.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }

  if (response.status === 401 && endsSessionOn401) handleSessionEnded();
  if (!response.ok) throw new ApiError(response.status, await readErrorMessage(response));
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Typed JSON calls to /api/v1; the session travels in an HTTP-only cookie. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
};
