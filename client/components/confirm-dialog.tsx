import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-view';

const ConfirmDialogView = lazy(() => import('./confirm-dialog-view'));

/**
 * The confirmation every delete (or meeting cancel) asks for (spec section 2, Lists and dialogs), and
 * leaving unsaved work. Its code (a modal with focus trap and transitions) loads the first time it opens,
 * so the lists and the shell that offer it do not carry it in their first load.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Mounted from its first opening on, so later closings play the dialog's own transition.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
