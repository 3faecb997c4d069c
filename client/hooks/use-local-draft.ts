import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { type Draft, type DraftValues, draftKey, readDraft, removeDraft, writeDraft } from '../lib/drafts';

/** The signed-in user whose drafts the screens keep; null keeps none. The shell provides it. */
export const DraftOwnerContext = createContext<string | null>(null);

/** The pause in typing after which the draft is written. */
const WRITE_DELAY_MS = 800;

interface LocalDraftOptions<Values extends DraftValues> {
  /** The screen and the record, e.g. `meeting-notes:<agenda item id>`. */
  scope: string;
  /** What the record holds (the form's defaults): a draft equal to it offers nothing. */
  stored: Values;
  /** What the form holds now. */
  current: Values;
  /** Whether the form holds unsaved edits (react-hook-form's isDirty). */
  dirty: boolean;
  /** A form the user may not change keeps no draft. */
  enabled?: boolean;
  /** Puts a restored draft's values into the form, as unsaved edits. */
  onRestore: (values: Values) => void;
}

export interface LocalDraft {
  /** The draft an earlier visit left, until the user restores or discards it. */
  offer: Draft | null;
  restore: () => void;
  discard: () => void;
  /** Drops the draft: after a successful save, or when the user leaves without saving. */
  clear: () => void;
}

/**
 * Keeps a rich-text form's unsaved text in local storage while the user types (written after a pause, and
 * when the page goes away), so that a tab closed or reloaded by accident loses nothing: the next visit
 * offers the draft back. Drafts belong to the signed-in user (DraftOwnerContext); sign-in and sign-out
 * clear local storage, and the shell removes any other user's.
 */
export function useLocalDraft<Values extends DraftValues>({
  scope,
  stored,
  current,
  dirty,
  enabled = true,
  onRestore,
}: LocalDraftOptions<Values>): LocalDraft {
  const owner = useContext(DraftOwnerContext);
  const key = owner && enabled ? draftKey(owner, scope) : null;
  const storedText = JSON.stringify(stored);
  const currentText = JSON.stringify(current);

  // Read once per record: what is written from here on is this visit's own typing, not an offer.
  const found = useMemo(() => {
    if (!key) return null;
    const draft = readDraft<Values>(localStorage, key, Object.keys(JSON.parse(storedText) as Values));
    return draft && JSON.stringify(draft.values) !== storedText ? draft : null;
  }, [key, storedText]);
  const [answeredKey, setAnsweredKey] = useState<string | null>(null);
  const offer = found && answeredKey !== key ? found : null;
  // Cancels the write still waiting for a pause in typing, so that nothing writes a draft once it is cleared.
  const cancelPendingWrite = useRef<() => void>(() => undefined);

  useEffect(() => {
    // Until the user answers the offer, the earlier draft stays as it is.
    if (!key || offer) return;
    if (!dirty) {
      removeDraft(localStorage, key);
      return;
    }
    const write = () => writeDraft(localStorage, key, JSON.parse(currentText) as Values, new Date());
    const timer = window.setTimeout(write, WRITE_DELAY_MS);
    // A tab closed or reloaded within the pause keeps the last keystrokes too.
    window.addEventListener('pagehide', write);
    const cancel = () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', write);
    };
    cancelPendingWrite.current = cancel;
    return cancel;
  }, [key, offer, dirty, currentText]);

  // A Leave's navigation can keep this screen mounted while the next one loads: the write it would still
  // make after the pause must not bring back the draft just dropped.
  const clear = useCallback(() => {
    cancelPendingWrite.current();
    if (key) removeDraft(localStorage, key);
  }, [key]);

  return {
    offer,
    restore: () => {
      if (!offer) return;
      onRestore(offer.values);
      setAnsweredKey(key);
    },
    discard: () => {
      clear();
      setAnsweredKey(key);
    },
    clear,
  };
}
