import CloseIcon from '@mui/icons-material/Close';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import {
  type CustomContentProps,
  MaterialDesignContent,
  type OptionsObject,
  type SnackbarKey,
  SnackbarProvider,
  useSnackbar,
} from 'notistack';
import { forwardRef, type ReactNode, useEffect, useMemo } from 'react';
import { MAX_TOASTS } from '@shared/constants';
import { TOAST_SPACE, useToastSpace } from './toast-space';

/** notistack's toasts in the theme's colours, which keep white text at AA contrast. */
export const Toast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-default': { backgroundColor: theme.palette.grey[900] },
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
  // The theme's blue focus ring would vanish on the dark toasts.
  '& .Mui-focusVisible': { outline: '3px solid #ffffff', outlineOffset: 0 },
}));

/** A toast that reserves its room at the bottom of the page while it shows (toast-space.ts). */
const SpacedToast = forwardRef<HTMLDivElement, CustomContentProps>(function SpacedToast(props, forwardedRef) {
  useToastSpace();
  return <Toast ref={forwardedRef} {...props} />;
});

const toastComponents = {
  default: SpacedToast,
  success: SpacedToast,
  error: SpacedToast,
  warning: SpacedToast,
  info: SpacedToast,
};

function ToastCloseButton({ toastKey }: { toastKey: SnackbarKey }) {
  const { closeSnackbar } = useSnackbar();
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label="Close message"
      onClick={() => closeSnackbar(toastKey)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/** Escape closes every toast, unless something on the page (a dialog, a menu) handled it first. */
function CloseToastsOnEscape() {
  const { closeSnackbar } = useToast();
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeSnackbar();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [closeSnackbar]);
  return null;
}

/**
 * The messages on screen and not yet closing, by text. notistack's own preventDuplicate also counts a toast
 * that is already fading out, so a repeat arriving then would not show at all.
 */
const showing = new Map<string, SnackbarKey>();

/** Any toast closing (its time is up, its button, Escape, sign-out, a sixth one): its text may show again. */
function forgetClosing(_event: unknown, _reason: unknown, key: SnackbarKey | undefined): void {
  if (key === undefined) {
    showing.clear();
    return;
  }
  for (const [message, shownKey] of showing) if (shownKey === key) showing.delete(message);
}

/**
 * notistack's enqueueSnackbar and closeSnackbar, for every toast of the app: a message already showing is
 * not shown twice (five reorders give one "reordered").
 */
export function useToast() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      /**
       * Closes one toast, or without a key every toast, queued ones included (notistack's own close-all
       * leaves the queue, which would then show to whoever signs in next).
       */
      closeSnackbar: (key?: SnackbarKey) => {
        if (key === undefined) for (const shownKey of [...showing.values()]) closeSnackbar(shownKey);
        closeSnackbar(key);
      },
      enqueueSnackbar: (message: string, options?: OptionsObject): SnackbarKey => {
        const current = showing.get(message);
        if (current !== undefined) return current;
        const key = enqueueSnackbar(message, options);
        showing.set(message, key);
        return key;
      },
    }),
    [enqueueSnackbar, closeSnackbar],
  );
}

/**
 * The app's toasts (spec section 8: bottom right, at most five). Each can be closed by its button or all by
 * Escape; a message already showing is not shown twice (useToast); and the page
 * keeps room for them at its end, so they never sit over its last actions or the focused control.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={MAX_TOASTS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      onClose={forgetClosing}
      Components={toastComponents}
      action={(key) => <ToastCloseButton toastKey={key} />}
    >
      <GlobalStyles styles={{ html: { scrollPaddingBottom: `var(${TOAST_SPACE}, 0px)` } }} />
      <CloseToastsOnEscape />
      {children}
    </SnackbarProvider>
  );
}
