import type { OptionsObject, SnackbarKey } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  attachToastHost,
  closeToasts,
  enqueueToast,
  forgetClosing,
  readToastView,
  subscribeToastView,
  toastHostFailed,
} from './toast-queue';

/** A stand-in for notistack: records what the queue asks of it. */
function recordingHost() {
  const shown: { message: string; options: OptionsObject & { key: SnackbarKey } }[] = [];
  const closed: (SnackbarKey | undefined)[] = [];
  const detach = attachToastHost({
    enqueue: (message, options) => shown.push({ message, options }),
    close: (key) => closed.push(key),
  });
  return { shown, closed, detach };
}

describe('the toast queue', () => {
  let detach: (() => void) | undefined;
  // Back to a page without toasts or host (the queue is module state, shared by every test).
  afterEach(() => {
    detach?.();
    detach = undefined;
    toastHostFailed();
    closeToasts();
  });

  it('keeps toasts asked for before notistack arrives, asks for it once, and shows them in order', () => {
    const wanted = vi.fn();
    const unsubscribe = subscribeToastView(wanted);
    const first = enqueueToast('Saved', { variant: 'success' });
    const repeat = enqueueToast('Saved', { variant: 'success' });
    enqueueToast('Reordered');
    unsubscribe();

    expect(repeat).toBe(first);
    expect(readToastView()).toEqual({ hostWanted: true, undelivered: [] });
    expect(wanted).toHaveBeenCalledTimes(1);

    const host = recordingHost();
    detach = host.detach;
    expect(host.shown.map((toast) => toast.message)).toEqual(['Saved', 'Reordered']);
    expect(host.shown[0]?.options).toEqual({ variant: 'success', key: first });
  });

  it('drops the waiting toasts when every toast closes before notistack arrives', () => {
    enqueueToast('For the previous user');
    closeToasts();
    const host = recordingHost();
    detach = host.detach;
    expect(host.shown).toEqual([]);
    // Forgotten too: the same text shows again.
    enqueueToast('For the previous user');
    expect(host.shown.map((toast) => toast.message)).toEqual(['For the previous user']);
  });

  it('shows a message again once its toast has closed, and closes every showing toast at once', () => {
    const host = recordingHost();
    detach = host.detach;
    const saved = enqueueToast('Saved');
    const deleted = enqueueToast('Deleted');
    expect(enqueueToast('Saved')).toBe(saved);
    expect(host.shown).toHaveLength(2);

    forgetClosing(null, 'timeout', saved);
    const again = enqueueToast('Saved');
    expect(again).not.toBe(saved);
    expect(host.shown).toHaveLength(3);

    closeToasts();
    expect(host.closed).toEqual(expect.arrayContaining([deleted, again, undefined]));
  });

  it('shows the waiting messages without notistack when its code fails to load, and tries again later', () => {
    enqueueToast('The note could not be saved.', { variant: 'error' });
    enqueueToast('Reordered');
    toastHostFailed();
    expect(readToastView()).toEqual({
      hostWanted: false,
      undelivered: ['The note could not be saved.', 'Reordered'],
    });

    // The next toast asks for the host again; closing every toast clears the undelivered ones too.
    enqueueToast('Saved');
    expect(readToastView().hostWanted).toBe(true);
    closeToasts();
    expect(readToastView().undelivered).toEqual([]);
    const host = recordingHost();
    detach = host.detach;
    expect(host.shown).toEqual([]);
  });
});
