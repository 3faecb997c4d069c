import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import { DRAWER_WIDTH } from './layout-constants';

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The side menu below large screens: a temporary drawer the header's menu button opens. */
export default function MenuDrawer({ open, onClose, children }: MenuDrawerProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      slotProps={{
        // Mounted while closed, so the menu button's aria-controls names an element once this chunk is in.
        root: { keepMounted: true },
        // As a temporary drawer the paper is a dialog, which needs a name.
        paper: { 'aria-label': 'Menu' },
      }}
      sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, maxWidth: '85vw', boxSizing: 'border-box' } }}
    >
      {children}
    </Drawer>
  );
}
