import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A screen's primary action (Create New …, Add …): a link to a screen, or a button that opens a dialog. */
export type PageAction = {
  label: string;
  icon?: ReactNode;
} & ({ to: string; state?: unknown } | { onClick: () => void });

interface ActionButtonProps {
  action: PageAction;
  /** Contained in a page header; outlined as the next step of an empty list. */
  variant?: 'contained' | 'outlined';
  sx?: SxProps<Theme>;
}

/** One PageAction as a button. */
export function ActionButton({ action, variant = 'contained', sx }: ActionButtonProps) {
  const common = { variant, startIcon: action.icon, sx } as const;
  return 'to' in action ? (
    <Button component={RouterLink} to={action.to} state={action.state} {...common}>
      {action.label}
    </Button>
  ) : (
    <Button onClick={action.onClick} {...common}>
      {action.label}
    </Button>
  );
}
