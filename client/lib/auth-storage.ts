import { useSyncExternalStore } from 'react';

/** The local-storage keys the spec lists: the signed-in flag and whether the user leads any team. */
export const StorageKeys = {
  isAuthenticated: 'plchub.isAuthenticated',
  anyTeamLead: 'plchub.anyTeamLead',
} as const;

/** A one-shot notice for the next login screen; session storage so it survives a reload but not the tab. */
const LOGIN_NOTICE_KEY = 'plchub.loginNotice';
export type LoginNotice =
  | { kind: 'sessionTimedOut' }
  /** Signed out of a session a single sign-on provider opened: the provider's own sign-out to offer. */
  | { kind: 'providerSignOut'; providerName: string; logoutUrl: string };

/** Set as the tab leaves for a sign-on provider: the app it comes back to asks whether that signed it in. */
const SIGN_ON_STARTED_KEY = 'plchub.signOnStarted';

/** Why the flag was last cleared: an explicit sign-out should not bring the user back to the same page. */
export type SignOutReason = 'signedOut' | 'expired';

const listeners = new Set<() => void>();
let lastSignOutReason: SignOutReason | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function writeFlag(key: string, value: boolean): void {
  try {
    localStorage.setItem(key, String(value));
  } catch {
    // Storage can be unavailable (private mode, quota); the server session still decides.
  }
}

function clearLocalStorage(): void {
  try {
    localStorage.clear();
  } catch {
    // Nothing stored, nothing to clear.
  }
}

function readSessionItem(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSessionItem(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Without session storage the login screen shows no notice, and a sign-on needs a second sign-in.
  }
}

function removeSessionItem(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}

/** The stored notice; only this app writes it, yet a link on the login page goes to a web address only. */
function parseLoginNotice(text: string | null): LoginNotice | null {
  try {
    const notice = JSON.parse(text ?? 'null') as LoginNotice | null;
    if (notice?.kind === 'sessionTimedOut') return notice;
    if (notice?.kind === 'providerSignOut' && /^https?:\/\//.test(notice.logoutUrl)) return notice;
    return null;
  } catch {
    return null;
  }
}

function handleStorageEvent(event: StorageEvent): void {
  // Another tab signed in or out (clear() reports a null key).
  if (event.key === null || event.key === StorageKeys.isAuthenticated) emit();
}

function isAuthenticated(): boolean {
  return readFlag(StorageKeys.isAuthenticated);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', handleStorageEvent);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', handleStorageEvent);
  };
}

/** The client's record of being signed in. It only chooses screens: the server session is the authority. */
export const authStorage = {
  isAuthenticated,

  lastSignOutReason: (): SignOutReason | null => lastSignOutReason,

  /** After a successful sign-in: forget whatever a previous user left, then record the new session. */
  signIn(user: { IsAnyTeamLead: boolean }): void {
    clearLocalStorage();
    writeFlag(StorageKeys.isAuthenticated, true);
    writeFlag(StorageKeys.anyTeamLead, user.IsAnyTeamLead);
    lastSignOutReason = null;
    emit();
  },

  /** Keeps the team-lead flag in step with the latest session answer. */
  setAnyTeamLead(value: boolean): void {
    if (readFlag(StorageKeys.anyTeamLead) !== value) writeFlag(StorageKeys.anyTeamLead, value);
  },

  /** Clears ALL local storage, as the spec asks on sign-out and on an expired session. */
  signOut(reason: SignOutReason): void {
    clearLocalStorage();
    lastSignOutReason = reason;
    emit();
  },

  subscribe,

  setLoginNotice(notice: LoginNotice): void {
    writeSessionItem(LOGIN_NOTICE_KEY, JSON.stringify(notice));
  },

  peekLoginNotice: (): LoginNotice | null => parseLoginNotice(readSessionItem(LOGIN_NOTICE_KEY)),

  /** Forgets the notice once shown, so it appears only once. */
  clearLoginNotice(): void {
    removeSessionItem(LOGIN_NOTICE_KEY);
  },

  /** The tab is leaving for a single sign-on provider's sign-in page. */
  markSignOnStarted(): void {
    writeSessionItem(SIGN_ON_STARTED_KEY, 'true');
  },

  /** Whether a single sign-on began in this tab since last asked; asking forgets it. */
  takeSignOnStarted(): boolean {
    const started = readSessionItem(SIGN_ON_STARTED_KEY) === 'true';
    removeSessionItem(SIGN_ON_STARTED_KEY);
    return started;
  },
};

/** Re-renders when this or another tab signs in or out. */
export function useIsAuthenticated(): boolean {
  return useSyncExternalStore(subscribe, isAuthenticated);
}
