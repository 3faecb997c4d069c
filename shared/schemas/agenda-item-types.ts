import { z } from 'zod';
import { AGENDA_TYPE_FIELD_MAX } from '../constants';
import { IdOrNewSchema } from './common';

export const AgendaItemTypeSchema = z.object({
  Id: z.uuid(),
  Name: z.string(),
  /** The letter abbreviation. */
  DisplayName: z.string(),
  CurrentlyInUseByAgendaItem: z.boolean(),
});
export type AgendaItemType = z.infer<typeof AgendaItemTypeSchema>;
export const AgendaItemTypeListSchema = z.array(AgendaItemTypeSchema);

/** The agenda item type form (spec section 5). */
export const AgendaItemTypeFormSchema = z.object({
  Name: z
    .string()
    .trim()
    .min(1, 'Item name is required')
    .max(AGENDA_TYPE_FIELD_MAX, 'Item name cannot exceed 50 characters'),
  DisplayName: z
    .string()
    .trim()
    .min(1, 'Item letter abbreviation is required')
    .max(AGENDA_TYPE_FIELD_MAX, 'Item abbreviation cannot exceed 50 characters'),
});
export type AgendaItemTypeForm = z.infer<typeof AgendaItemTypeFormSchema>;

/** agendaitemtype/save: Id '0' (or 0, or the empty GUID) creates a type. */
export const SaveAgendaItemTypeRequestSchema = AgendaItemTypeFormSchema.extend({ Id: IdOrNewSchema });
export type SaveAgendaItemTypeRequest = z.input<typeof SaveAgendaItemTypeRequestSchema>;

/** The one refusal of a delete the user can act on. */
export const AGENDA_ITEM_TYPE_IN_USE_MESSAGE =
  'This agenda item type is used by agenda items and cannot be deleted.';
