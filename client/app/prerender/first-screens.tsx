import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '../../config/paths';
import { AppFrame } from '../layout/app-frame';
import { AppHeader } from '../layout/app-header';
import { MenuPlaceholder } from '../layout/side-menu';
import DashboardRoute from '../routes/dashboard';
import LoginRoute from '../routes/login';
import { ThemeAndData } from '../provider';
import { PRERENDERED_ATTRIBUTE } from './prerendered';

/**
 * Renders `screen` at `path` with the app's theme and base styles (no toasts show yet). Until the app
 * replaces it, it is only a picture: inert, so nothing typed into a copy without behaviour is lost, and
 * hidden from assistive technology, which meets the page once it works.
 */
function renderAt(path: string, screen: ReactNode): string {
  const router = createMemoryRouter([{ path, element: screen }], { initialEntries: [path] });
  const markup = renderToString(
    <StrictMode>
      <ThemeAndData client={new QueryClient()}>
        <RouterProvider router={router} />
      </ThemeAndData>
    </StrictMode>,
  );
  return `<div ${PRERENDERED_ATTRIBUTE} inert aria-hidden="true">${markup}</div>`;
}

/**
 * The first screens as HTML, rendered when the client is built (tools/prerender.ts): a phone on a slow
 * network shows them as soon as the page arrives, instead of a blank page until the app's script has
 * arrived and run. Signed out, the sign-in page; signed in at "/", the frame and the dashboard while
 * their data loads (whose name and menu they are, only the session tells).
 */
export function renderFirstScreens(): { signIn: string; landing: string } {
  return {
    signIn: renderAt(paths.login.path, <LoginRoute />),
    landing: renderAt(
      paths.dashboard.path,
      <AppFrame
        header={<AppHeader title={paths.dashboard.title} menuButton={{ open: false, onToggle: () => {} }} />}
        menu={<MenuPlaceholder />}
      >
        <DashboardRoute />
      </AppFrame>,
    ),
  };
}
