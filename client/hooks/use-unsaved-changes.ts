import { useEffect, useId, useMemo } from 'react';

/** One mounted form's state, as the shell's guard needs it. */
interface FormEntry {
  dirty: boolean;
  /**
   * Set after a successful save or the user's Leave: the navigation that follows leaves without asking.
   * Cleared once the form is clean again, so edits made later still ask.
   */
  released: boolean;
  /** Runs once the edits are finished with, saved or discarded: drops the form's local draft. */
  onDone: (() => void) | undefined;
}

/** A leave waiting for the user's answer, and the forms whose edits it would lose. */
export interface PendingLeave {
  leave: () => void;
  formIds: string[];
}

const forms = new Map<string, FormEntry>();
const listeners = new Set<() => void>();
let pending: PendingLeave | null = null;

const emit = () => {
  for (const listener of listeners) listener();
};

const unsavedIds = (ids: Iterable<string> = forms.keys()) =>
  [...ids].filter((id) => {
    const entry = forms.get(id);
    return entry !== undefined && entry.dirty && !entry.released;
  });

/** The user chose to leave these forms: their drafts go, and they ask no more. */
function discard(ids: string[]): void {
  for (const id of ids) {
    const entry = forms.get(id);
    if (!entry) continue;
    entry.released = true;
    entry.onDone?.();
  }
}

/**
 * The forms on screen with edits not yet saved. Every form registers through useUnsavedChanges; the shell's
 * guard (components/unsaved-work-guard) reads this to block navigation, warn before the tab closes and ask.
 */
export const unsavedWork = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Whether leaving now would lose edits; read at the moment a navigation starts. */
  any: (): boolean => unsavedIds().length > 0,

  /** The leave the confirmation dialog is asking about, if any. */
  pending: (): PendingLeave | null => pending,

  /**
   * Runs `leave` at once when the given forms (every form when omitted) hold no unsaved edits, otherwise
   * once the user confirms in the shell's dialog (closing a form dialog, Cancel Edit, signing out).
   */
  confirmLeave: (leave: () => void, formIds?: string[]): void => {
    const unsaved = unsavedIds(formIds);
    if (unsaved.length === 0) {
      leave();
      return;
    }
    pending = { leave, formIds: unsaved };
    emit();
  },

  /** The user chose to stay: nothing changes. */
  stay: (): void => {
    pending = null;
    emit();
  },

  /** The user chose to leave: the edits' drafts go, then the asked-about leave (or navigation) runs. */
  leave: (proceed?: () => void): void => {
    const asked = pending;
    pending = null;
    discard(asked?.formIds ?? unsavedIds());
    emit();
    (proceed ?? asked?.leave)?.();
  },
};

function register(id: string, dirty: boolean, onDone: (() => void) | undefined): void {
  const entry = forms.get(id);
  if (entry && entry.dirty === dirty && entry.onDone === onDone) return;
  forms.set(id, { dirty, onDone, released: dirty && (entry?.released ?? false) });
  emit();
}

function unregister(id: string): void {
  if (!forms.delete(id)) return;
  if (pending) pending = { ...pending, formIds: pending.formIds.filter((formId) => formId !== id) };
  emit();
}

function release(id: string): void {
  const entry = forms.get(id);
  if (!entry) return;
  entry.released = true;
  entry.onDone?.();
  emit();
}

/**
 * Makes a form ask before its unsaved edits are lost: leaving its screen (links, the side menu, browser
 * back), closing or reloading the tab, or signing out. `isDirty` is react-hook-form's (its rich-text fields
 * included); `onDone` runs when the edits are finished with, saved (allowLeave) or left anyway (Leave): it
 * drops the form's local draft.
 *
 * @returns allowLeave: call once a save has succeeded, just before navigating away, so the save's own
 *   navigation does not ask; confirmLeave: for leaving without a navigation (closing a dialog, Cancel Edit),
 *   runs its argument at once when this form is unchanged, otherwise after the user confirms.
 */
export function useUnsavedChanges(isDirty: boolean, onDone?: () => void) {
  const id = useId();
  useEffect(() => () => unregister(id), [id]);
  useEffect(() => register(id, isDirty, onDone), [id, isDirty, onDone]);
  return useMemo(
    () => ({
      allowLeave: () => release(id),
      confirmLeave: (leave: () => void) => unsavedWork.confirmLeave(leave, [id]),
    }),
    [id],
  );
}
