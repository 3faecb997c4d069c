import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast';
import { ClearToastsOnIdentityChange } from '../features/auth/components/clear-toasts-on-identity-change';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

/** The theme, its base styles and a data cache: what every screen renders inside, in the app or ahead. */
export function ThemeAndData({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}

/** Theme, data cache and toasts (bottom right, at most five: spec section 8) for the whole app. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeAndData client={queryClient}>
      <ToastProvider>
        <ClearToastsOnIdentityChange />
        {children}
      </ToastProvider>
    </ThemeAndData>
  );
}
