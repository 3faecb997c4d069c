import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { type Notice, NotificationMessages } from '@shared/schemas/notifications';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useMarkRead } from '../api/mark-read';
import { noticeLinkId } from './notice-item';

/**
 * Opening and marking notices read on /notifications. Mark read removes the focused button (and, with
 * Unread only, the whole notice): once the list shows the notice read, focus goes to its title link, or
 * to the heading when it has left the list.
 */
export function useNoticeReading(notices: Notice[] | undefined) {
  const { enqueueSnackbar } = useToast();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusWhenRead = useRef<string | null>(null);

  useEffect(() => {
    const id = focusWhenRead.current;
    if (!id || !notices || notices.some((notice) => notice.Id === id && !notice.IsRead)) return;
    focusWhenRead.current = null;
    (document.getElementById(noticeLinkId({ Id: id })) ?? headingRef.current)?.focus();
  }, [notices]);

  const markOne = async (notice: Notice) => {
    focusWhenRead.current = notice.Id;
    try {
      await markRead.mutateAsync({ Ids: [notice.Id] });
      enqueueSnackbar(NotificationMessages.markedRead, { variant: 'success' });
    } catch (error) {
      focusWhenRead.current = null;
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  const markAll = async () => {
    try {
      await markRead.mutateAsync({ All: true });
      enqueueSnackbar(NotificationMessages.markedRead, { variant: 'success' });
      // Mark all read is disabled now that nothing is unread.
      headingRef.current?.focus();
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  /** Marks the notice read, then opens its screen; a failed mark does not keep the user from it. */
  const open = async (notice: Notice, link: string) => {
    if (!notice.IsRead) {
      try {
        await markRead.mutateAsync({ Ids: [notice.Id] });
      } catch {
        // It stays unread, and says so when the user comes back.
      }
    }
    await navigate(link);
  };

  const marking = markRead.isPending ? markRead.variables : undefined;
  const isMarking = (notice: Notice) =>
    marking !== undefined && 'Ids' in marking && marking.Ids.includes(notice.Id);
  const isMarkingAll = marking !== undefined && 'All' in marking;

  return { headingRef, markOne, markAll, open, isMarking, isMarkingAll };
}
