import DoneAllIcon from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useEffect } from 'react';
import { NOTICE_PAGE_SIZE } from '@shared/schemas/notifications';
import { ListPagination } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { useNotices } from '../api/get-notices';
import { NoticeItem } from './notice-item';
import { useNoticeListState } from './notice-list-state';
import { useNoticeReading } from './use-notice-reading';

const NO_NOTICES = 'You have no notifications.';
const NO_UNREAD_NOTICES = 'You have no unread notifications.';

const unreadSummary = (count: number) => (count === 0 ? 'All read' : `${count} unread`);

/** /notifications: the caller's notices, newest first, paged on the server, all or unread only. */
export function NotificationsScreen({ title }: { title: string }) {
  const { params, setPage, setUnreadOnly } = useNoticeListState();
  const notices = useNotices(params);
  const page = notices.data;
  const reading = useNoticeReading(page?.Items);
  const unread = page?.UnreadCount ?? 0;

  // Marking the last notices of the last page read (Unread only) leaves an empty page: step back.
  const isPastLastPage = params.Page > 0 && page?.Items.length === 0 && !notices.isFetching;
  useEffect(() => {
    if (isPastLastPage) setPage(params.Page - 1);
  }, [isPastLastPage, params.Page, setPage]);

  return (
    <Stack spacing={3}>
      <PageHeader title={title} headingRef={reading.headingRef} subtitle={page && unreadSummary(unread)} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <FormControlLabel
          label="Unread only"
          control={
            <Switch checked={params.UnreadOnly} onChange={(event) => setUnreadOnly(event.target.checked)} />
          }
        />
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          disabled={unread === 0}
          loading={reading.isMarkingAll}
          onClick={() => void reading.markAll()}
        >
          Mark all read
        </Button>
      </Stack>
      {notices.isError ? (
        <LoadError error={notices.error} />
      ) : !page || isPastLastPage ? (
        <LoadingScreen label="Loading notifications" />
      ) : page.Items.length === 0 ? (
        <EmptyState message={params.UnreadOnly ? NO_UNREAD_NOTICES : NO_NOTICES} />
      ) : (
        <Stack spacing={2} aria-busy={notices.isFetching}>
          <Box
            component="ul"
            aria-label={params.UnreadOnly ? 'Unread notifications' : 'Notifications'}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {page.Items.map((notice) => (
              <NoticeItem
                key={notice.Id}
                notice={notice}
                onOpen={(opened, link) => void reading.open(opened, link)}
                onMarkRead={(marked) => void reading.markOne(marked)}
                isMarking={reading.isMarking(notice)}
              />
            ))}
          </Box>
          <ListPagination
            paging={{
              page: params.Page,
              pageSize: NOTICE_PAGE_SIZE,
              totalCount: page.TotalCount,
              onPageChange: setPage,
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
