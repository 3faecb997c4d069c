import { SESSION_COOKIE } from '../../server/plugins/auth';
import { BENCH_PASSWORD } from '../data/generate';
import type { Slot } from './slots';

/** Signs each slot's lead in once over HTTP; slots of the same lead share the session. */
export async function signInSlots(baseUrl: string, slots: Omit<Slot, 'cookie'>[]): Promise<Slot[]> {
  const cookies = new Map<string, string>();
  for (const slot of slots) {
    if (cookies.has(slot.email)) continue;
    const response = await fetch(`${baseUrl}/api/v1/usermembership/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ EmailAddress: slot.email, Password: BENCH_PASSWORD }),
    });
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`));
    if (!response.ok || !cookie) throw new Error(`${slot.email} could not sign in (${response.status})`);
    cookies.set(slot.email, cookie.split(';')[0]!);
  }
  return slots.map((slot) => ({ ...slot, cookie: cookies.get(slot.email)! }));
}
