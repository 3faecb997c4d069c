import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Notice } from '@shared/schemas/notifications';
import { formatDateTime } from '../../../lib/dates';
import { sameOriginPath } from '../../../lib/same-origin-path';

/** The id of a notice's title link, where focus returns once it has been marked read. */
export const noticeLinkId = (notice: Pick<Notice, 'Id'>) => `notice-${notice.Id}-link`;

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

interface NoticeItemProps {
  notice: Notice;
  /** Opens the notice's screen (marking it read first). */
  onOpen: (notice: Notice, link: string) => void;
  /** Marks it read without opening it here (Mark read, or opened in another tab). */
  onMarkRead: (notice: Notice) => void;
  isMarking: boolean;
}

/** One notice: its title (a link to what it is about), when, Unread in words, its text and Mark read. */
export function NoticeItem({ notice, onOpen, onMarkRead, isMarking }: NoticeItemProps) {
  const unread = !notice.IsRead;
  // The server writes app paths; anything else is shown, never followed.
  const link = sameOriginPath(notice.Link);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!link) return;
    if (opensElsewhere(event)) {
      if (unread) onMarkRead(notice);
      return;
    }
    event.preventDefault();
    onOpen(notice, link);
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 2,
        // Unread reads as the word and the weight; the bar is only a further hint.
        borderLeftWidth: 4,
        borderLeftColor: unread ? 'primary.main' : 'divider',
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Stack spacing={0.75} sx={{ minWidth: 0 }}>
          <Typography
            component="h2"
            sx={{ fontSize: '1.0625rem', fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}
          >
            {link ? (
              <Link id={noticeLinkId(notice)} component={RouterLink} to={link} onClick={handleClick}>
                {notice.Title}
              </Link>
            ) : (
              notice.Title
            )}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {unread && <Chip label="Unread" size="small" color="primary" />}
            <Typography
              variant="body2"
              component="time"
              dateTime={notice.CreatedAt}
              sx={{ color: 'text.secondary' }}
            >
              {formatDateTime(notice.CreatedAt)}
            </Typography>
          </Stack>
          {notice.Body && (
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{notice.Body}</Typography>
          )}
        </Stack>
        {unread && (
          <Button
            variant="outlined"
            size="small"
            onClick={() => onMarkRead(notice)}
            loading={isMarking}
            aria-label={`Mark read: ${notice.Title}`}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            Mark read
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
