import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink, useMatch } from 'react-router';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { paths } from '../../../config/paths';
import { useUnreadCount } from '../api/get-unread-count';

/** The most the badge counts before it shows 99+. */
const BADGE_MAX = 99;

/**
 * The header's bell: the caller's unread notices as a badge, and the way to /notifications. Small on
 * purpose (it is in every signed-in page's first load): the list is its own screen's chunk.
 */
export function NotificationBell() {
  const unread = useUnreadCount().data?.UnreadCount ?? 0;
  const isCurrent = Boolean(useMatch(paths.notifications.path));
  // The name says what the badge shows (99+), so it holds the visible text.
  const shown = unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
  const label = unread > 0 ? `Notifications, ${shown} unread` : 'Notifications';
  return (
    <LazyTooltip title={label}>
      <IconButton
        color="inherit"
        component={RouterLink}
        to={paths.notifications.path}
        aria-label={label}
        aria-current={isCurrent ? 'page' : undefined}
      >
        {/* No badge at all at zero: a hidden one keeps its last number, which would read as part of the name. */}
        {unread > 0 ? (
          <Badge badgeContent={unread} max={BADGE_MAX} color="error">
            <NotificationsOutlinedIcon />
          </Badge>
        ) : (
          <NotificationsOutlinedIcon />
        )}
      </IconButton>
    </LazyTooltip>
  );
}
