import type { AgendaTemplate, AgendaTemplateItem } from '@shared/schemas/agenda-templates';
import type { AuthContext } from '../../plugins/auth';
import { canEditTemplate } from './policy';
import type { TemplateRow } from './repository';

export const presentTemplate = (auth: AuthContext, row: TemplateRow): AgendaTemplate => ({
  Id: row.id,
  Name: row.name,
  TeamId: row.teamId,
  TeamName: row.teamName,
  Items: row.items.map((item): AgendaTemplateItem => ({
    Title: item.title,
    Description: item.description,
    ItemTypeId: item.itemTypeId,
    TimeInMinutes: item.timeInMinutes,
    FacilitatorRole: item.facilitatorRole as AgendaTemplateItem['FacilitatorRole'],
  })),
  AllowedToEdit: canEditTemplate(auth, row),
  Version: row.version,
});
