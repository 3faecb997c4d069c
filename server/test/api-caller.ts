import type { FastifyInstance } from 'fastify';

export type Method = 'GET' | 'POST' | 'DELETE';

/**
 * The request helper of the server tests (not a test): `call(method, path, who, payload)`. `path` is under
 * /api/v1 (with or without its leading slash) unless it starts with /api/; `who` is a name that `cookies`
 * maps to a session cookie, a cookie itself, or undefined for no session; `payload` goes as JSON.
 */
export function apiCaller(app: FastifyInstance, cookies: Record<string, string> = {}) {
  return (method: Method, path: string, who?: string, payload?: unknown) =>
    app.inject({
      method,
      url: path.startsWith('/api/') ? path : `/api/v1/${path.replace(/^\//, '')}`,
      headers: who ? { cookie: cookies[who] ?? who } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
