import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';
import { type BackTarget, useReturnTo } from '../hooks/use-return-to';
import { BackLink } from './back-link';
import { ActionButton, type PageAction } from './page-action';

interface PageHeaderProps {
  /** The screen's h1. */
  title: string;
  /** Where the back link leads when the screen was not opened from elsewhere (useReturnState). */
  back?: BackTarget;
  /** The screen's one primary action. */
  action?: PageAction;
  /** Under the title: what the screen is about (a team's name). */
  subtitle?: ReactNode;
  /** For screens that move focus to their heading; it then takes tabIndex -1. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The head of every screen, laid out one way everywhere: the back link above the title, at the left; the
 * primary action at the right of the title row, or full width under the title on a phone.
 */
export function PageHeader({ title, back, action, subtitle, headingRef }: PageHeaderProps) {
  const returnTo = useReturnTo();
  const backTarget = returnTo ?? back;
  return (
    <Stack spacing={1} data-page-header>
      {backTarget && (
        <BackLink to={backTarget.to} state={backTarget.state}>
          {backTarget.label}
        </BackLink>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', gap: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h1"
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            sx={{ overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {action && <ActionButton action={action} sx={{ flexShrink: 0, alignSelf: { sm: 'center' } }} />}
      </Stack>
    </Stack>
  );
}
