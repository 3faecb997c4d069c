import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import {
  closeToasts,
  enqueueToast,
  readToastView,
  subscribeToastView,
  toastHostFailed,
} from '../lib/toast-queue';

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
 * notistack and the toasts' look (toast-host.tsx): about 8 KB gzipped that no page needs before its first
 * toast, so it loads then. Not React.lazy: a chunk that fails to load must not take the app down with it.
 */
function useToastHost(hostWanted: boolean): (() => ReactNode) | null {
  const [host, setHost] = useState<(() => ReactNode) | null>(null);
  useEffect(() => {
    if (!hostWanted || host) return;
    let current = true;
    import('./toast-host').then(
      (module) => current && setHost(() => module.renderToastHost),
      () => current && toastHostFailed(),
    );
    return () => {
      current = false;
    };
  }, [hostWanted, host]);
  return host;
}

/** Escape closes every toast, unless something on the page (a dialog, a menu) handled it first. */
function useCloseToastsOnEscape(): void {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeToasts();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);
}

/** The messages whose toasts could not load, bottom right where the toasts would have been. */
function UndeliveredMessages({ messages }: { messages: readonly string[] }) {
  return (
    <Box
      role="alert"
      sx={{ position: 'fixed', right: 16, bottom: 16, left: { xs: 16, sm: 'auto' }, zIndex: 'snackbar' }}
    >
      {messages.map((message, index) => (
        <Box
          key={index}
          sx={{
            mb: 1,
            px: 2,
            py: 1.5,
            borderRadius: 1,
            boxShadow: 6,
            bgcolor: 'grey.900',
            color: 'common.white',
          }}
        >
          {message}
        </Box>
      ))}
      <Button variant="contained" onClick={() => closeToasts()}>
        Close messages
      </Button>
    </Box>
  );
}

/**
 * The app's toasts (spec section 8: bottom right, at most five). Their code (toast-host.tsx) loads with the
 * first toast asked for; until then a page carries none of it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { hostWanted, undelivered } = useSyncExternalStore(subscribeToastView, readToastView);
  const renderHost = useToastHost(hostWanted);
  useCloseToastsOnEscape();
  return (
    <>
      {children}
      {renderHost?.()}
      {undelivered.length > 0 && <UndeliveredMessages messages={undelivered} />}
    </>
  );
}
