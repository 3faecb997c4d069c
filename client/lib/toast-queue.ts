import type { OptionsObject, SnackbarKey } from 'notistack';

/** What the toast host (toast-host.tsx, with notistack) does once it is on the page. */
export interface ToastHostCommands {
  enqueue: (message: string, options: OptionsObject & { key: SnackbarKey }) => void;
  close: (key?: SnackbarKey) => void;
}

let host: ToastHostCommands | undefined;
/** Toasts asked for before the host's code arrived, shown in order once it has. */
let pending: { message: string; options: OptionsObject & { key: SnackbarKey } }[] = [];
let hostWanted = false;
const hostWantedListeners = new Set<() => void>();
let lastKey = 0;

/**
 * The messages on screen (or waiting for the host) and not yet closing, by text. notistack's own
 * preventDuplicate also counts a toast that is already fading out, so a repeat arriving then would not show.
 */
const showing = new Map<string, SnackbarKey>();

/** Whether a toast has been asked for, so the host must load; for useSyncExternalStore. */
export const isToastHostWanted = (): boolean => hostWanted;

export function subscribeToastHostWanted(listener: () => void): () => void {
  hostWantedListeners.add(listener);
  return () => hostWantedListeners.delete(listener);
}

/** Called by the host when it mounts: the toasts asked for meanwhile show now. */
export function attachToastHost(commands: ToastHostCommands): () => void {
  host = commands;
  const waiting = pending;
  pending = [];
  for (const toast of waiting) commands.enqueue(toast.message, toast.options);
  return () => {
    if (host === commands) host = undefined;
  };
}

/** Any toast closing (its time is up, its button, Escape, sign-out, a sixth one): its text may show again. */
export function forgetClosing(_event: unknown, _reason: unknown, key: SnackbarKey | undefined): void {
  if (key === undefined) {
    showing.clear();
    return;
  }
  for (const [message, shownKey] of showing) if (shownKey === key) showing.delete(message);
}

/** Shows a toast, unless the same message is already showing; its key closes it. */
export function enqueueToast(message: string, options: OptionsObject = {}): SnackbarKey {
  const current = showing.get(message);
  if (current !== undefined) return current;
  // Keys of our own, so a toast has one before notistack's code has arrived.
  const key = options.key ?? `toast-${++lastKey}`;
  showing.set(message, key);
  if (host) {
    host.enqueue(message, { ...options, key });
  } else {
    pending.push({ message, options: { ...options, key } });
    if (!hostWanted) {
      hostWanted = true;
      for (const listener of hostWantedListeners) listener();
    }
  }
  return key;
}

/**
 * Closes one toast, or without a key every toast, queued ones included (notistack's own close-all leaves
 * its queue, which would then show to whoever signs in next; so would ours, waiting for the host).
 */
export function closeToasts(key?: SnackbarKey): void {
  pending = key === undefined ? [] : pending.filter((toast) => toast.options.key !== key);
  if (!host) {
    forgetClosing(undefined, undefined, key);
    return;
  }
  if (key === undefined) for (const shownKey of [...showing.values()]) host.close(shownKey);
  host.close(key);
}
