import AddIcon from '@mui/icons-material/Add';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Ref, useId, useState } from 'react';
import { NEW_ID_STRING } from '@shared/constants';
import { AgendaMessages, type Agenda, type AgendaViewItem, type TeamUser } from '@shared/schemas/agendas';
import { CollapsibleNorms } from '../../../components/collapsible-norms';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import type { PageAction } from '../../../components/page-action';
import { PageHeader } from '../../../components/page-header';
import { LoadingScreen } from '../../../components/loading-screen';
import { SortableList } from '../../../components/sortable-list';
import { href, paths } from '../../../config/paths';
import { useFocusTarget } from '../../../hooks/use-focus-target';
import { backTo } from '../../../hooks/use-return-to';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useDeleteAgendaItem } from '../api/delete-agenda-item';
import { useAgenda } from '../api/get-agenda';
import { usePostAgenda } from '../api/post-agenda';
import { useReorderAgendaItems } from '../api/reorder-agenda-items';
import { type AgendaItemActions, AgendaItemContent } from './agenda-item-content';
import { AgendaHeader } from './agenda-header';
import { ApplyTemplateField } from './apply-template-field';
import { CarryOverPanel } from './carry-over-panel';
import { AgendaPosted } from './agenda-posted';
import { AgendaScreenText } from './agenda-text';
import { MoveItemsPanel } from './move-items-panel';
import { RepostDialog } from './repost-dialog';
import { useToast } from '../../../components/toast';

const loadErrorText = (error: unknown) => {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return 'This meeting could not be found.';
  // The visibility rule's 403 carries the spec's text; another 403 means the caller is on no team of it.
  if (error instanceof ApiError && error.status === 403 && error.message === AgendaMessages.notPosted)
    return AgendaMessages.notPosted;
  if (error instanceof ApiError && error.status === 403)
    return 'Only members of this meeting’s team can see its agenda.';
  return errorMessage(error);
};

const addItemAction = (agenda: Agenda): PageAction => ({
  label: 'Add Agenda Item',
  to: href(paths.createAgendaItem, {
    agendaId: agenda.AgendaId,
    meetingId: agenda.MeetingId,
    agendaItemId: NEW_ID_STRING,
  }),
  icon: <AddIcon />,
});

/** /meetingAgenda/{meetingId}: the agenda, its items and, per the server's flags, every change to them. */
export function AgendaScreen({
  meetingId,
  title,
  userId,
}: {
  meetingId: string;
  title: string;
  /** The signed-in user: the norms' open or collapsed state is remembered per user. */
  userId: string;
}) {
  const agenda = useAgenda(meetingId);
  const [posted, setPosted] = useState<TeamUser[] | null>(null);
  // Posting and coming back replace the whole view: each puts the focus on the new view's heading.
  const postedHeading = useFocusTarget<HTMLHeadingElement>();
  const itemsHeading = useFocusTarget<HTMLHeadingElement>();
  const addItem = agenda.data?.AllowedToAddItems && !posted ? addItemAction(agenda.data) : undefined;
  return (
    <Stack spacing={3}>
      <PageHeader title={title} back={backTo(paths.meetings.path)} action={addItem} />
      {agenda.isPending ? (
        <LoadingScreen label="Loading the agenda" />
      ) : agenda.isError ? (
        <Alert severity={agenda.error instanceof ApiError && agenda.error.status === 403 ? 'info' : 'error'}>
          {loadErrorText(agenda.error)}
        </Alert>
      ) : posted ? (
        <AgendaPosted
          meetingName={agenda.data.AgendaTitle}
          notified={posted}
          headingRef={postedHeading.ref}
          onBack={() => {
            setPosted(null);
            itemsHeading.focus();
          }}
        />
      ) : (
        <AgendaPanel
          agenda={agenda.data}
          userId={userId}
          addItem={addItem}
          itemsHeadingRef={itemsHeading.ref}
          focusItemsHeading={itemsHeading.focus}
          onPosted={(users) => {
            setPosted(users);
            postedHeading.focus();
          }}
        />
      )}
    </Stack>
  );
}

interface AgendaPanelProps {
  agenda: Agenda;
  /** Add Agenda Item, for those the server allows; the next step of an empty agenda too. */
  addItem: PageAction | undefined;
  /** The "Agenda Items" heading, where the focus goes after a delete or a move. */
  itemsHeadingRef: Ref<HTMLHeadingElement>;
  focusItemsHeading: () => void;
  onPosted: (users: TeamUser[]) => void;
  userId: string;
}

function AgendaPanel({
  agenda,
  addItem,
  itemsHeadingRef,
  focusItemsHeading,
  onPosted,
  userId,
}: AgendaPanelProps) {
  const headingId = useId();
  const { enqueueSnackbar } = useToast();
  const reorder = useReorderAgendaItems(agenda.MeetingId);
  const deleteItem = useDeleteAgendaItem(agenda.MeetingId);
  const post = usePostAgenda();
  const [deleting, setDeleting] = useState<AgendaViewItem | null>(null);
  const [confirmRepost, setConfirmRepost] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Ticks of items that moved away (or were deleted) drop out.
  const selectedIds = agenda.AgendaItems.filter((item) => selected.has(item.Id)).map((item) => item.Id);

  const handleReorder = (items: AgendaViewItem[]) =>
    reorder.mutate(items, {
      onSuccess: () => enqueueSnackbar(AgendaMessages.reordered, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await deleteItem.mutateAsync(deleting.Id);
      enqueueSnackbar(AgendaMessages.deleted, { variant: 'success' });
      focusItemsHeading();
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
    setDeleting(null);
  };

  const handlePost = () => {
    setConfirmRepost(false);
    post.mutate(agenda.AgendaId, {
      onSuccess: (answer) => onPosted(answer.UsersInMeeting),
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });
  };

  const actions: AgendaItemActions = {
    editHref: (item) =>
      href(paths.createAgendaItem, {
        agendaId: agenda.AgendaId,
        meetingId: agenda.MeetingId,
        agendaItemId: item.Id,
      }),
    notesHref: (item) => href(paths.meetingNotes, { agendaId: item.Id, meetingId: agenda.MeetingId }),
    onDelete: setDeleting,
    selection: agenda.AllowedToArrange
      ? {
          isSelected: (item) => selected.has(item.Id),
          toggle: (item) =>
            setSelected((current) => {
              const next = new Set(current);
              if (!next.delete(item.Id)) next.add(item.Id);
              return next;
            }),
        }
      : undefined,
  };

  if (post.isPending) return <LoadingScreen label="Posting the agenda" />;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <AgendaHeader agenda={agenda} />
        {agenda.TeamNormsTitle !== null && (
          <CollapsibleNorms
            title={agenda.TeamNormsTitle}
            norms={agenda.TeamNorms}
            rememberKey={`agenda-norms-open.${userId}`}
          />
        )}
        <Divider />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Typography
            id={headingId}
            ref={itemsHeadingRef}
            tabIndex={-1}
            variant="h3"
            component="h2"
            sx={{ fontSize: '1.25rem' }}
          >
            Agenda Items
          </Typography>
          {agenda.AllowedToArrange && (
            <Button
              variant="outlined"
              startIcon={<SendIcon />}
              onClick={() => (agenda.HasAgendaPosted ? setConfirmRepost(true) : handlePost())}
            >
              Post Agenda
            </Button>
          )}
        </Stack>
        {agenda.AllowedToArrange && agenda.AgendaItems.length > 1 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {AgendaScreenText.dragHelp}
          </Typography>
        )}
        <Box sx={{ minHeight: 4 }}>
          {reorder.isPending && <LinearProgress aria-label="Saving the new order" />}
        </Box>
        {agenda.AgendaItems.length === 0 ? (
          <EmptyState message={AgendaMessages.noItems} action={addItem} framed={false} />
        ) : (
          <SortableList
            items={agenda.AgendaItems}
            getId={(item) => item.Id}
            getLabel={(item) => item.Title}
            noun="agenda item"
            labelledBy={headingId}
            onReorder={agenda.AllowedToArrange ? handleReorder : undefined}
            renderRow={(item, controls) => (
              <AgendaItemContent item={item} actions={actions} controls={controls} />
            )}
          />
        )}
        {/* Below the items, loading after them: nothing above the list moves while someone drags. */}
        {agenda.AllowedToAddItems && agenda.TeamId && (
          <ApplyTemplateField agendaId={agenda.AgendaId} teamId={agenda.TeamId} />
        )}
        <CarryOverPanel agendaId={agenda.AgendaId} />
        {agenda.AllowedToArrange && agenda.AgendaItems.length > 0 && (
          <>
            <Divider />
            <MoveItemsPanel
              agenda={agenda}
              selectedIds={selectedIds}
              onMoved={() => {
                setSelected(new Set());
                focusItemsHeading();
              }}
            />
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        itemName={deleting?.Title ?? ''}
        message={AgendaScreenText.deleteMessage}
        busy={deleteItem.isPending}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
      />
      <RepostDialog open={confirmRepost} onConfirm={handlePost} onClose={() => setConfirmRepost(false)} />
    </Paper>
  );
}
