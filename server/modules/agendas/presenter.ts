import { fInitialLastName, fullName } from '@shared/names';
import type { Agenda, AgendaItem, AgendaViewItem, TeamUser } from '@shared/schemas/agendas';
import type { MeetingAccess } from '../meetings';
import type { AgendaItemRights } from './policy';
import type { AgendaHeaderRow, AgendaItemRow } from './repository';

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

export const presentViewItem = (row: AgendaItemRow, rights: AgendaItemRights): AgendaViewItem => ({
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
    MeetingStartTime: meeting.startDateTime.toISOString(),
    MeetingEndTime: meeting.endDateTime.toISOString(),
    MeetingLocation: view.location,
    MeetingZoomJoinLink: view.zoomJoinLink,
    NoteTakerName: noteTaker,
    TeamId: meeting.teamIds[0] ?? null,
    UsersInMeeting: agenda.people.map(presentTeamUser),
    AgendaItems: view.items.map((item) => presentViewItem(item, agenda.itemRights(item))),
  };
}
