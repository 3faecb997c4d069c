import type { AgendaItemType } from '@shared/schemas/agenda-item-types';
import type { AgendaItemTypeRow } from './repository';

export const presentAgendaItemType = (row: AgendaItemTypeRow): AgendaItemType => ({
  Id: row.id,
  Name: row.name,
  DisplayName: row.displayName,
  CurrentlyInUseByAgendaItem: row.inUse,
});
