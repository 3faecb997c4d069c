import type { OptionsObject, SnackbarKey } from 'notistack';

/** What the toast host (toast-host.tsx, with notistack) does once it is on the page. */
export interface ToastHostCommands {
  enqueue: (message: string, options: OptionsObject & { key: SnackbarKey }) => void;
  close: (key?: SnackbarKey) => void;
}

let host: ToastHostCommands | undefined;
/** Toasts asked for before the host's code arrived, shown in order once it has. */
let pending: { message: string; options: OptionsObject & { key: SnackbarKey } }[] = [];
/**
 * What ToastProvider renders: whether the host must load, and the messages that could not wait for it
 * (its code failed to load, offline or after a new release), shown without notistack.
 */
export interface ToastView {
  hostWanted: boolean;
  undelivered: readonly string[];
}
let view: ToastView = { hostWanted: false, undelivered: [] };
const viewListeners = new Set<() => void>();
let lastKey = 0;

/**
 * The messages on screen (or waiting for the host) and not yet closing, by text. notistack's own
 * preventDuplicate also counts a toast that is already fading out, so a repeat arriving then would not show.
 */
const showing = new Map<string, SnackbarKey>();

/** For useSyncExternalStore. */
export const readToastView = (): ToastView => view;

export function subscribeToastView(listener: () => void): () => void {
  viewListeners.add(listener);
  return () => viewListeners.delete(listener);
}

function setView(next: Partial<ToastView>): void {
  view = { ...view, ...next };
  for (const listener of viewListeners) listener();
}

/**
 * The host's code did not load: the toasts waiting for it show without it, and the next toast tries again
 * (the messages are what users must not miss, like a save that failed because they went offline).
 */
export function toastHostFailed(): void {
  const waiting = pending.map((toast) => toast.message);
  pending = [];
  showing.clear();
  setView({ hostWanted: false, undelivered: [...view.undelivered, ...waiting] });
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
    if (!view.hostWanted) setView({ hostWanted: true });
  }
  return key;
}

/**
 * Closes one toast, or without a key every toast, queued ones included (notistack's own close-all leaves
 * its queue, which would then show to whoever signs in next; so would ours, waiting for the host).
 */
export function closeToasts(key?: SnackbarKey): void {
  pending = key === undefined ? [] : pending.filter((toast) => toast.options.key !== key);
  if (key === undefined && view.undelivered.length > 0) setView({ undelivered: [] });
  if (!host) {
    forgetClosing(undefined, undefined, key);
    return;
  }
  if (key === undefined) for (const shownKey of [...showing.values()]) host.close(shownKey);
  host.close(key);
}
