import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { NONE_SELECTED } from '@shared/constants';
import { type AgendaTemplate, SaveAgendaTemplateRequestSchema } from '@shared/schemas/agenda-templates';
import type { ServerFieldMap } from '../../../lib/form-errors';
import { descriptionText } from './template-description';

/** What the editor's fields fill in of agendaTemplate/save; the id, team and Version come with the record. */
export const TemplateFormSchema = SaveAgendaTemplateRequestSchema.pick({ Name: true, Items: true });
export type TemplateFormInput = z.input<typeof TemplateFormSchema>;
export type TemplateFormValues = z.output<typeof TemplateFormSchema>;
export type TemplateItemInput = TemplateFormInput['Items'][number];

/** The Type select's "Select a type", which the schema refuses with its message. */
export const NO_TYPE = String(NONE_SELECTED);

export const blankItem = (): TemplateItemInput => ({
  Title: '',
  Description: '',
  ItemTypeId: NO_TYPE,
  TimeInMinutes: 0,
  FacilitatorRole: null,
});

/**
 * A template as the form starts from it (a new one with one blank item). Descriptions are plain text; a
 * type the school no longer has is no choice, so it must be chosen again.
 */
export function formValuesOf(
  template: AgendaTemplate | undefined,
  typeIds: ReadonlySet<string>,
): TemplateFormInput {
  if (!template) return { Name: '', Items: [blankItem()] };
  return {
    Name: template.Name,
    Items: template.Items.map((item) => ({
      ...item,
      Description: descriptionText(item.Description),
      ItemTypeId: typeIds.has(item.ItemTypeId) ? item.ItemTypeId : NO_TYPE,
    })),
  };
}

const ITEM_FIELDS = ['Title', 'Description', 'ItemTypeId', 'TimeInMinutes', 'FacilitatorRole'] as const;

/** agendaTemplate/save's "Field: message" lines under the fields of the form's `count` items. */
export function serverFieldsOf(count: number): ServerFieldMap<TemplateFormInput> {
  const fields: Record<string, Path<TemplateFormInput>> = { Name: 'Name' };
  for (let index = 0; index < count; index += 1) {
    for (const field of ITEM_FIELDS) fields[`Items.${index}.${field}`] = `Items.${index}.${field}`;
  }
  return fields;
}
