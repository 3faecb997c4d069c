import { SESSION_COOKIE } from '../../server/plugins/auth';
import { BENCH_PASSWORD } from '../dataset/generate';
import type { Slot, UnsignedSlot } from './slots';

/** Signs each slot's people in once: slots of the same lead, school or district share the session. */
export async function signInSlots(
  slots: UnsignedSlot[],
  signIn: (email: string) => Promise<string>,
): Promise<Slot[]> {
  const cookies = new Map<string, string>();
  for (const slot of slots) {
    for (const email of [slot.email, slot.adminEmail, slot.superAdminEmail])
      if (!cookies.has(email)) cookies.set(email, await signIn(email));
  }
  return slots.map((slot) => ({
    ...slot,
    cookie: cookies.get(slot.email)!,
    adminCookie: cookies.get(slot.adminEmail)!,
    superAdminCookie: cookies.get(slot.superAdminEmail)!,
  }));
}

/** Signs an account in over HTTP (a benchmark account by default); the Cookie header value of its session. */
export function signInOverHttp(baseUrl: string, password = BENCH_PASSWORD) {
  return async (email: string): Promise<string> => {
    const response = await fetch(`${baseUrl}/api/v1/usermembership/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ EmailAddress: email, Password: password }),
    });
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`));
    if (!response.ok || !cookie) throw new Error(`${email} could not sign in (${response.status})`);
    return cookie.split(';')[0]!;
  };
}
