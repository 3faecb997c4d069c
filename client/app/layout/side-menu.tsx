import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { AppLinks, SessionUser } from '@shared/schemas/auth';
import { lazy, type ReactNode, Suspense } from 'react';
import { paths } from '../../config/paths';
import { DRAWER_WIDTH, SIDE_MENU_ID } from './layout-constants';
import { type MenuRights, menuItems, menuTarget } from './menu-items';
import { MenuAction, MenuExternalLink, MenuRouteLink } from './menu-links';

interface SideMenuProps {
  /** Permanent on large screens; a temporary drawer opened by the header's menu button below. */
  variant: 'permanent' | 'temporary';
  open: boolean;
  onClose: () => void;
  user: SessionUser;
  links: AppLinks;
  rights: MenuRights;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** Only phones and tablets open the menu as a drawer: its code (a modal with focus trap) loads there alone. */
const MenuDrawer = lazy(() => import('./menu-drawer'));

/** Large screens show the menu beside the content, fixed to the left like a docked drawer. */
function DockedMenu({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}>
      <Box
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          zIndex: 'drawer',
          width: DRAWER_WIDTH,
          height: '100%',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** The side menu of spec section 2. On small screens it also carries My Account and Logout. */
export function SideMenu({
  variant,
  open,
  onClose,
  user,
  links,
  rights,
  onLogout,
  isLoggingOut,
}: SideMenuProps) {
  const isTemporary = variant === 'temporary';
  const handleNavigate = isTemporary ? onClose : undefined;
  const visibleItems = menuItems.filter((item) => !item.visibleTo || item.visibleTo(rights));

  // One landmark for the whole menu, the brand and the signed-in user included (axe: region).
  const menu = (
    <Box
      component="nav"
      aria-label="Main menu"
      id={SIDE_MENU_ID}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Toolbar sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography component="p" sx={{ fontSize: '1.25rem', fontWeight: 700, color: 'primary.main' }}>
          PLC Hub
        </Typography>
        {isTemporary && (
          <IconButton onClick={onClose} aria-label="Close menu" edge="end">
            <CloseIcon />
          </IconButton>
        )}
      </Toolbar>
      <Divider />
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {user.FirstName} {user.LastName}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {user.LocationName}
        </Typography>
      </Box>
      <Divider />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', py: 1 }}>
        <List disablePadding>
          {visibleItems.map((item) => {
            const target = menuTarget(item, links);
            if (!target) return null;
            return 'href' in target ? (
              <MenuExternalLink key={item.label} label={item.label} href={target.href} Icon={item.Icon} />
            ) : (
              <MenuRouteLink
                key={item.label}
                label={item.label}
                to={target.to}
                Icon={item.Icon}
                onNavigate={handleNavigate}
              />
            );
          })}
        </List>
        {/* The header carries these from md up. */}
        <Box sx={{ display: { xs: 'block', md: 'none' } }}>
          <Divider sx={{ my: 1 }} />
          <List disablePadding>
            <MenuRouteLink
              label="My Account"
              to={paths.myAccount.path}
              Icon={AccountCircleOutlinedIcon}
              onNavigate={handleNavigate}
            />
            <MenuAction label="Logout" Icon={LogoutIcon} onClick={onLogout} disabled={isLoggingOut} />
          </List>
        </Box>
      </Box>
    </Box>
  );
  return isTemporary ? (
    <Suspense>
      <MenuDrawer open={open} onClose={onClose}>
        {menu}
      </MenuDrawer>
    </Suspense>
  ) : (
    <DockedMenu>{menu}</DockedMenu>
  );
}

/**
 * The docked menu's place, empty, from lg up: the page the build renders ahead (app-frame.tsx) keeps
 * the screen where it will stay, before the session says what the menu holds.
 */
export function MenuPlaceholder() {
  return (
    <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
      <DockedMenu>{null}</DockedMenu>
    </Box>
  );
}
