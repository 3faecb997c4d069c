import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface ActionSlotProps {
  /** Whether this row offers the action. */
  shown: boolean;
  /** Whether any row of the list offers it: a row without it then keeps its place, empty. */
  inList?: boolean;
  children: ReactNode;
}

/**
 * One place among a row's actions. A row that lacks the action keeps an invisible, inert copy of it, so the
 * same action sits at the same place on every row of a list.
 */
export function ActionSlot({ shown, inList = true, children }: ActionSlotProps) {
  if (shown) return children;
  if (!inList) return null;
  return (
    <Box aria-hidden inert sx={{ visibility: 'hidden', display: 'inline-flex' }}>
      {children}
    </Box>
  );
}
