import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { MAX_TOASTS } from '@shared/constants';
import { toastComponents } from '../components/toast';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

/** Theme, data cache and toasts (bottom right, at most five: spec section 8) for the whole app. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={MAX_TOASTS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          Components={toastComponents}
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
