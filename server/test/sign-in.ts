import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { SESSION_COOKIE } from '../plugins/auth';

let nextAddress = 1;
/** A fresh client address per call, so the per-IP login limit of one test never touches another. */
export function uniqueIp(): string {
  nextAddress += 1;
  return `10.77.${Math.floor(nextAddress / 250) % 250}.${(nextAddress % 250) + 1}`;
}

export function postLogin(app: FastifyInstance, email: string, password: string, remoteAddress = uniqueIp()) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/usermembership/login',
    payload: { EmailAddress: email, Password: password },
    remoteAddress,
  });
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie in the answer (status ${response.statusCode})`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Signs in and returns the Cookie header value for later requests. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  return sessionCookieOf(await postLogin(app, email, password));
}

/** Signs each account in, one after another; the Cookie header values by e-mail. */
export async function signInAll(
  app: FastifyInstance,
  emails: readonly string[],
): Promise<Record<string, string>> {
  const cookies: Record<string, string> = {};
  for (const email of emails) cookies[email] = await signIn(app, email);
  return cookies;
}
