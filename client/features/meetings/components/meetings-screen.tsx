import AddIcon from '@mui/icons-material/Add';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MeetingListMessages } from '@shared/messages';
import { MeetingMessages, type MeetingListItem } from '@shared/schemas/meetings';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { PageAction } from '../../../components/page-action';
import { PageHeader } from '../../../components/page-header';
import { href, paths } from '../../../config/paths';
import { useFocusTarget } from '../../../hooks/use-focus-target';
import { errorMessage } from '../../../lib/api-error';
import { useTeamFilter } from '../../../hooks/use-team-filter';
import { useDeleteMeeting } from '../api/delete-meeting';
import type { MeetingPeriod } from '../api/get-my-meetings';
import { MeetingActions } from './meeting-actions';
import { meetingColumns } from './meeting-columns';
import { MEETING_TAB_PARAM, meetingPeriodOf } from './meeting-list-state';
import { MeetingTable } from './meeting-table';
import { useToast } from '../../../components/toast';

const TABS: { period: MeetingPeriod; label: string; emptyMessage: string }[] = [
  { period: 'upcoming', label: 'Upcoming Meetings', emptyMessage: MeetingListMessages.noUpcoming },
  { period: 'historical', label: 'Historical Meetings', emptyMessage: MeetingListMessages.noHistorical },
];
const createMeetingHref = href(paths.createMeeting, { meetingId: '0' });

interface MeetingsProps {
  canCreateMeetings: boolean;
  /** The app's Team select, which keeps both lists to one team in the URL (`?teamId=`). */
  teamFilter: ReactNode;
}

/**
 * /meetings: the Upcoming and Historical tabs (the tab is in the URL, so Back returns to it), with the
 * row actions and, for admins and team leads, Create New Meeting.
 */
export function Meetings({ canCreateMeetings, teamFilter }: MeetingsProps) {
  const [search, setSearch] = useSearchParams();
  const period = meetingPeriodOf(search);
  const [teamId] = useTeamFilter();
  const current = TABS.find((tab) => tab.period === period) ?? TABS[0]!;
  const [cancelling, setCancelling] = useState<MeetingListItem | null>(null);
  const deleteMeeting = useDeleteMeeting();
  const { enqueueSnackbar } = useToast();
  // The cancelled meeting's row, and its Cancel button, are gone: the focus goes to the list's tab.
  const currentTab = useFocusTarget<HTMLDivElement>();
  const create: PageAction | undefined = canCreateMeetings
    ? { label: 'Create New Meeting', to: createMeetingHref, icon: <AddIcon aria-hidden /> }
    : undefined;

  const columns = [
    meetingColumns.nameWithAgendaOnPhone,
    meetingColumns.date,
    meetingColumns.time,
    meetingColumns.teams('Team(s)'),
    { ...meetingColumns.agenda, hideOnPhone: true },
    meetingColumns.tasks,
    {
      id: 'actions',
      label: 'Actions',
      align: 'right' as const,
      // "Add to calendar" is one action: it never breaks inside a word on a phone.
      noWrap: true,
      render: (meeting: MeetingListItem, meetings: readonly MeetingListItem[]) => (
        <MeetingActions meeting={meeting} meetings={meetings} onCancel={setCancelling} />
      ),
    },
  ];

  const handleCancel = (meeting: MeetingListItem) =>
    deleteMeeting.mutate(meeting.MeetingId, {
      onSuccess: () => {
        enqueueSnackbar(MeetingMessages.deleted, { variant: 'success' });
        setCancelling(null);
        currentTab.focus();
      },
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });

  return (
    <Stack spacing={2}>
      <PageHeader title={paths.meetings.title} action={create} />
      {teamFilter}
      <Tabs
        value={current.period}
        onChange={(_event, period: MeetingPeriod) =>
          setSearch((current) => {
            const next = new URLSearchParams(current);
            next.set(MEETING_TAB_PARAM, period);
            return next;
          })
        }
        aria-label="Meeting lists"
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.period}
            ref={tab.period === current.period ? currentTab.ref : undefined}
            value={tab.period}
            label={tab.label}
            id={`meetings-tab-${tab.period}`}
            aria-controls={`meetings-panel-${tab.period}`}
          />
        ))}
      </Tabs>
      <div
        role="tabpanel"
        id={`meetings-panel-${current.period}`}
        aria-labelledby={`meetings-tab-${current.period}`}
      >
        <MeetingTable
          // A new tab or team starts the list again at its first page.
          key={`${current.period}-${teamId ?? ''}`}
          period={current.period}
          teamId={teamId}
          caption={current.label}
          columns={columns}
          emptyMessage={current.emptyMessage}
          // Nothing to do about an empty past; an empty future asks for a meeting.
          emptyAction={current.period === 'upcoming' ? create : undefined}
        />
      </div>
      <ConfirmDialog
        open={cancelling !== null}
        action="cancel"
        itemName={cancelling?.MeetingName ?? ''}
        message={MeetingListMessages.cancelEffects}
        busy={deleteMeeting.isPending}
        onConfirm={() => cancelling && handleCancel(cancelling)}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
