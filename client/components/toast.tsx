import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { closeToasts, enqueueToast, isToastHostWanted, subscribeToastHostWanted } from '../lib/toast-queue';

/** notistack and the toasts' look: about 8 KB gzipped that no page needs before its first toast. */
const ToastHost = lazy(() => import('./toast-host'));

const toastActions = {
  /** Shows a toast; a message already showing is not shown twice (five reorders give one "reordered"). */
  enqueueSnackbar: enqueueToast,
  /** Closes one toast, or without a key every toast, including those still waiting to show. */
  closeSnackbar: closeToasts,
};

/** Shows and closes the app's toasts (the names are notistack's, whose toasts they are). */
export function useToast() {
  return toastActions;
}

/**
 * The app's toasts (spec section 8: bottom right, at most five). Their code (toast-host.tsx) loads with the
 * first toast asked for; until then a page carries none of it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const hostWanted = useSyncExternalStore(subscribeToastHostWanted, isToastHostWanted);
  return (
    <>
      {children}
      {hostWanted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}
