import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';
import { UnsavedWorkMessages } from '@shared/messages';
import { DraftOwnerContext } from '../hooks/use-local-draft';
import { unsavedWork } from '../hooks/use-unsaved-changes';
import { removeDraftsOfOthers } from '../lib/drafts';
import { ConfirmDialog } from './confirm-dialog';

/** Asks the browser to confirm closing or reloading the tab (it shows its own wording). */
function warnBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older Chromium and Safari still read returnValue.
  event.returnValue = '';
}

interface UnsavedWorkGuardProps {
  /** The signed-in user: the owner of the drafts the screens keep. */
  userId: string;
  children: ReactNode;
}

/**
 * The shell's one guard over unsaved work (one, because a router holds a single blocker): while any form
 * on screen has unsaved edits (useUnsavedChanges), a navigation to another screen (link, side menu, browser
 * back) or a confirmLeave asks Stay or Leave, and closing or reloading the tab asks through the browser.
 */
export function UnsavedWorkGuard({ userId, children }: UnsavedWorkGuardProps) {
  const anyUnsaved = useSyncExternalStore(unsavedWork.subscribe, unsavedWork.any);
  const pending = useSyncExternalStore(unsavedWork.subscribe, unsavedWork.pending);
  // Read at the moment of navigating, so a save that has just succeeded (allowLeave) passes.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && unsavedWork.any(),
  );

  useEffect(() => {
    if (!anyUnsaved) return;
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => window.removeEventListener('beforeunload', warnBeforeUnload);
  }, [anyUnsaved]);

  // A draft is only ever offered to the user who wrote it.
  useEffect(() => removeDraftsOfOthers(localStorage, userId), [userId]);

  const blocked = blocker.state === 'blocked';
  return (
    <DraftOwnerContext value={userId}>
      {children}
      <ConfirmDialog
        open={blocked || pending !== null}
        action="leave"
        itemName={UnsavedWorkMessages.leaveItem}
        message={UnsavedWorkMessages.leaveMessage}
        confirmLabel={UnsavedWorkMessages.leave}
        keepLabel={UnsavedWorkMessages.stay}
        onConfirm={() => (blocked ? unsavedWork.leave(blocker.proceed) : unsavedWork.leave())}
        onClose={() => (blocked ? blocker.reset() : unsavedWork.stay())}
      />
    </DraftOwnerContext>
  );
}
