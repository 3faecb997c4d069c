import { useSyncExternalStore } from 'react';

/** The local-storage keys the spec lists: the signed-in flag and whether the user leads any team. */
export const StorageKeys = {
  isAuthenticated: 'plchub.isAuthenticated',
  anyTeamLead: 'plchub.anyTeamLead',
} as const;

/** A one-shot notice for the next login screen; session storage so it survives a reload but not the tab. */
const LOGIN_NOTICE_KEY = 'plchub.loginNotice';
export type LoginNotice = 'sessionTimedOut';

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
    try {
      sessionStorage.setItem(LOGIN_NOTICE_KEY, notice);
    } catch {
      // Without session storage the login screen simply shows no notice.
    }
  },

  peekLoginNotice(): LoginNotice | null {
    try {
      return sessionStorage.getItem(LOGIN_NOTICE_KEY) === 'sessionTimedOut' ? 'sessionTimedOut' : null;
    } catch {
      return null;
    }
  },

  /** Forgets the notice once shown, so it appears only once. */
  clearLoginNotice(): void {
    try {
      sessionStorage.removeItem(LOGIN_NOTICE_KEY);
    } catch {
      // Nothing to forget.
    }
  },
};

/** Re-renders when this or another tab signs in or out. */
export function useIsAuthenticated(): boolean {
  return useSyncExternalStore(subscribe, isAuthenticated);
}
