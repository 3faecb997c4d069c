import { fInitialLastName, fullName } from '@shared/names';
import type { AgendaItem, AgendaViewItem, TeamUser } from '@shared/schemas/agendas';
import type { AgendaItemRow } from './repository';

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

export const presentViewItem = (
  row: AgendaItemRow,
  rights: Pick<AgendaViewItem, 'AllowedToEdit' | 'AllowedToDelete' | 'AllowedToTakeNotes'>,
): AgendaViewItem => ({
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
  ...rights,
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
