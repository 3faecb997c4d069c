import CloseIcon from '@mui/icons-material/Close';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import {
  closeSnackbar,
  type CustomContentProps,
  enqueueSnackbar,
  MaterialDesignContent,
  type SnackbarKey,
  SnackbarProvider,
} from 'notistack';
import { forwardRef, type ReactNode, useLayoutEffect } from 'react';
import { MAX_TOASTS } from '@shared/constants';
import { attachToastHost, forgetClosing } from '../lib/toast-queue';
import { TOAST_SPACE, useToastSpace } from './toast-space';

/** notistack's toasts in the theme's colours, which keep white text at AA contrast. */
const Toast = styled(MaterialDesignContent)(({ theme }) => ({
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

/**
 * notistack and the app's toasts (spec section 8: bottom right, at most five), loaded with the first toast
 * (toast.tsx): each can be closed by its button (all by Escape: toast.tsx), and the page keeps room for
 * them at its end, so they never sit over its last actions or the focused control.
 */
function ToastHost() {
  // After notistack's provider has mounted (its effects run first): the toasts asked for meanwhile show.
  useLayoutEffect(
    () =>
      attachToastHost({
        enqueue: (message, options) => enqueueSnackbar(message, options),
        close: (key) => closeSnackbar(key),
      }),
    [],
  );
  return (
    <>
      <SnackbarProvider
        maxSnack={MAX_TOASTS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        onClose={forgetClosing}
        Components={toastComponents}
        action={(key) => <ToastCloseButton toastKey={key} />}
      />
      <GlobalStyles styles={{ html: { scrollPaddingBottom: `var(${TOAST_SPACE}, 0px)` } }} />
    </>
  );
}

/** The host as an element, for toast.tsx, which loads this module with the first toast. */
export const renderToastHost = (): ReactNode => <ToastHost />;
