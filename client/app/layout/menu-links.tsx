import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink, useMatch } from 'react-router';
import { NewTabHint } from '../../components/new-tab-hint';
import type { MenuIcon } from './menu-items';

/** The current page is marked by colour, weight and a bar, not by colour alone. */
const itemSx: SxProps<Theme> = {
  mx: 1,
  borderRadius: 1,
  '&.Mui-selected': {
    color: 'primary.main',
    boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
    '& .MuiListItemIcon-root': { color: 'primary.main' },
    '& .MuiListItemText-primary': { fontWeight: 700 },
  },
};

interface MenuRouteLinkProps {
  label: string;
  to: string;
  Icon: MenuIcon;
  onNavigate?: () => void;
}

/** A menu link to a screen of the app; the current one carries aria-current="page". */
export function MenuRouteLink({ label, to, Icon, onNavigate }: MenuRouteLinkProps) {
  const isCurrent = Boolean(useMatch({ path: to, end: true }));
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={to}
        selected={isCurrent}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={onNavigate}
        sx={itemSx}
      >
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

interface MenuExternalLinkProps {
  label: string;
  href: string;
  Icon: MenuIcon;
}

/** A menu link that leaves the app in a new tab, and says so. */
export function MenuExternalLink({ label, href, Icon }: MenuExternalLinkProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton component="a" href={href} target="_blank" rel="noopener noreferrer" sx={itemSx}>
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText
          primary={
            <>
              {label}
              <NewTabHint />
            </>
          }
        />
        <OpenInNewIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
      </ListItemButton>
    </ListItem>
  );
}

interface MenuActionProps {
  label: string;
  Icon: MenuIcon;
  onClick: () => void;
  disabled?: boolean;
}

/** A menu entry that acts rather than navigates (Logout). */
export function MenuAction({ label, Icon, onClick, disabled = false }: MenuActionProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton onClick={onClick} disabled={disabled} sx={itemSx}>
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}
