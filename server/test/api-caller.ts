import type { FastifyInstance } from 'fastify';

/** Signed-in API calls for tests (not a test): cookies by e-mail, JSON payloads. */
export function apiCaller(app: FastifyInstance, cookies: Record<string, string>) {
  return (method: 'GET' | 'POST' | 'DELETE', path: string, who: string, payload?: object) =>
    app.inject({ method, url: `/api/v1/${path}`, headers: { cookie: cookies[who]! }, payload });
}
