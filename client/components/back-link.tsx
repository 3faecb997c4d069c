import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface BackLinkProps {
  to: string;
  /** What the link says, e.g. "Back to Meetings". */
  children: ReactNode;
  /** Navigation state for the screen it opens (e.g. ARRIVAL_FOCUS). */
  state?: unknown;
}

/** The arrow-and-text link at the top of a screen that returns to the screen it was opened from. */
export function BackLink({ to, children, state }: BackLinkProps) {
  return (
    <Link
      component={RouterLink}
      to={to}
      state={state}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      {children}
    </Link>
  );
}
