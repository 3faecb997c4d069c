import { lifecycleOfAccess, meetingState, presentRoles } from '../meetings';
import { fInitialLastName, fullName } from '@shared/names';
import type { Agenda, AgendaItem, AgendaViewItem, TeamUser } from '@shared/schemas/agendas';
import type { MailMessage } from '../mail';
import type { AgendaItemRights, MeetingAccess } from '../meetings';
import type { AgendaHeaderRow, AgendaItemRow, AgendaViewItemRow } from './repository';

export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  emailAddress: string | null;
}

const nameOf = (row: { firstName: string; lastName: string }) => ({
  FirstName: row.firstName,
  LastName: row.lastName,
});

export const presentTeamUser = (row: PersonRow): TeamUser => ({
  UserId: row.id,
  FullName: fullName(nameOf(row)),
  FInitialLastName: fInitialLastName(nameOf(row)),
  EmailAddress: row.emailAddress,
});

export const presentViewItem = (row: AgendaViewItemRow, rights: AgendaItemRights): AgendaViewItem => ({
  Id: row.id,
  AgendaId: row.agendaId,
  Title: row.title,
  Description: row.description,
  ItemTypeId: row.itemTypeId,
  ItemTypeDisplay: row.typeDisplayName,
  ItemTypeDisplayFullName: row.typeName,
  OrderId: row.orderId,
  TimeInMinutes: row.timeInMinutes,
  AgendaItemFacilitators: row.facilitators.map((f) => ({
    Id: f.id,
    UserId: f.userId,
    FInitialLastName: fInitialLastName(nameOf(f)),
  })),
  Outcome: row.outcome,
  IsFinished: row.isFinished,
  CarriedFrom: row.carriedFrom && {
    AgendaItemId: row.carriedFrom.agendaItemId,
    MeetingId: row.carriedFrom.meetingId,
    AgendaId: row.carriedFrom.agendaId,
    StartDateTime: row.carriedFrom.startDateTime,
  },
  AllowedToEdit: rights.edit,
  AllowedToDelete: rights.delete,
  AllowedToTakeNotes: rights.takeNotes,
});

export const presentItem = (row: AgendaItemRow, allowedToEdit: boolean): AgendaItem => ({
  Id: row.id,
  AgendaId: row.agendaId,
  Title: row.title,
  Description: row.description,
  ItemTypeId: row.itemTypeId,
  OrderId: row.orderId,
  TimeInMinutes: row.timeInMinutes,
  AgendaItemFacilitators: row.facilitators.map((f) => ({ Id: f.id, UserId: f.userId })),
  AllowedToEdit: allowedToEdit,
  Version: row.version,
});

/** A whole agenda as agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId answers it. */
export function presentAgenda(agenda: {
  agendaId: string;
  meeting: MeetingAccess;
  view: AgendaHeaderRow;
  people: PersonRow[];
  /** The caller's rights on the agenda: add items (managers, the note taker), arrange it (managers). */
  rights: { addItems: boolean; arrange: boolean };
  itemRights: (item: AgendaItemRow) => AgendaItemRights;
}): Agenda {
  const { meeting, view } = agenda;
  const noteTaker =
    view.noteTakerFirstName === null
      ? null
      : fullName({ FirstName: view.noteTakerFirstName, LastName: view.noteTakerLastName ?? '' });
  return {
    AgendaId: agenda.agendaId,
    MeetingId: meeting.meetingId,
    AgendaTitle: meeting.subject,
    AllowedToAddItems: agenda.rights.addItems,
    AllowedToArrange: agenda.rights.arrange,
    HasAgendaPosted: meeting.hasAgendaPosted,
    MeetingState: meetingState(lifecycleOfAccess(meeting)),
    MeetingStartTime: meeting.startDateTime.toISOString(),
    MeetingEndTime: meeting.endDateTime.toISOString(),
    MeetingLocation: view.location,
    MeetingZoomJoinLink: view.zoomJoinLink,
    NoteTakerName: noteTaker,
    TeamId: meeting.teamIds[0] ?? null,
    UsersInMeeting: agenda.people.map(presentTeamUser),
    Roles: presentRoles(view.roles),
    TeamNormsTitle: view.normsTitle,
    TeamNorms: view.norms,
    SeriesId: view.seriesId,
    AgendaItems: view.items.map((item) => presentViewItem(item, agenda.itemRights(item))),
  };
}

export interface PostedAgenda {
  subject: string;
  startDateTime: Date;
  endDateTime: Date;
  location: string;
  itemTitles: string[];
  link: string;
}

export const NO_ITEMS = 'This agenda has no items yet.';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "Tuesday, 11/24/2026, 3:00 PM – 4:00 PM UTC": the school has no time zone on record, so UTC, said so. */
function whenText(start: Date, end: Date): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  }).format(start);
  const time = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
  return `${day}, ${time.format(start)} – ${time.format(end)} UTC`;
}

/** The mail each member gets when an agenda is posted: the meeting, its items and a link to the agenda. */
export function agendaPostedMail(to: string, agenda: PostedAgenda): MailMessage {
  const when = whenText(agenda.startDateTime, agenda.endDateTime);
  const room = agenda.location || 'not set';
  const hasItems = agenda.itemTitles.length > 0;
  return {
    to,
    subject: `Agenda posted: ${agenda.subject}`,
    text: [
      `The agenda for "${agenda.subject}" has been posted.`,
      '',
      `When: ${when}`,
      `Room: ${room}`,
      '',
      ...(hasItems
        ? ['Items:', ...agenda.itemTitles.map((title, index) => `${index + 1}. ${title}`)]
        : [NO_ITEMS]),
      '',
      `Open the agenda: ${agenda.link}`,
    ].join('\n'),
    html: [
      `<p>The agenda for <strong>${escapeHtml(agenda.subject)}</strong> has been posted.</p>`,
      `<p>When: ${escapeHtml(when)}<br>Room: ${escapeHtml(room)}</p>`,
      hasItems
        ? `<ol>${agenda.itemTitles.map((title) => `<li>${escapeHtml(title)}</li>`).join('')}</ol>`
        : `<p>${NO_ITEMS}</p>`,
      `<p><a href="${escapeHtml(agenda.link)}">Open the agenda</a></p>`,
    ].join('\n'),
  };
}
