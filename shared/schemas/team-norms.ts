import { z } from 'zod';
import { IdOrNewSchema } from './common';
import { ExpectedVersionSchema, VersionSchema } from './version';

/** Spec silent on bounds: a norm is a sentence or two of plain text, a title a short heading. */
export const NORM_MAX_LENGTH = 1000;
export const NORM_TITLE_MAX_LENGTH = 100;
/** More norms than this in one reorder is not a real team's list. */
const REORDER_MAX_ITEMS = 500;

export const TeamNormSchema = z.object({
  Id: z.uuid(),
  TeamId: z.uuid(),
  Norm: z.string(),
  DisplayOrder: z.number().int(),
  Version: VersionSchema,
});
export type TeamNorm = z.infer<typeof TeamNormSchema>;

/** team/getTeamWithNormsByTeamId/{id}: the norms in display order and whether the caller may change them. */
export const TeamWithNormsSchema = z.object({
  TeamId: z.uuid(),
  TeamName: z.string(),
  TeamNormsTitle: z.string(),
  /** The norms title's version, which the title form sends back; each norm carries its own. */
  Version: VersionSchema,
  Norms: z.array(TeamNormSchema),
  AllowedToEdit: z.boolean(),
});
export type TeamWithNorms = z.infer<typeof TeamWithNormsSchema>;

const normField = z
  .string()
  .trim()
  .min(1, 'Norm is required')
  .max(NORM_MAX_LENGTH, `Norm cannot exceed ${NORM_MAX_LENGTH} characters`);

/** The norm form of the screen. */
export const TeamNormFormSchema = z.object({ Norm: normField });
export type TeamNormForm = z.infer<typeof TeamNormFormSchema>;

/** teamnorms/save. Id '0' (or 0, or the empty GUID) adds a norm, which goes last; DisplayOrder is kept as is. */
export const SaveTeamNormRequestSchema = z.object({
  Id: IdOrNewSchema,
  TeamId: z.uuid(),
  Norm: normField,
  DisplayOrder: z.number().int().optional(),
  Version: ExpectedVersionSchema,
});
export type SaveTeamNormRequest = z.input<typeof SaveTeamNormRequestSchema>;

const normTitleField = z
  .string()
  .trim()
  .min(1, 'Norm title is required')
  .max(NORM_TITLE_MAX_LENGTH, `Norm title cannot exceed ${NORM_TITLE_MAX_LENGTH} characters`);

export const NormTitleFormSchema = z.object({ NormTitle: normTitleField });
export type NormTitleForm = z.infer<typeof NormTitleFormSchema>;

/** team/updateNormTitle: Id is the team's id. */
export const UpdateNormTitleRequestSchema = z.object({
  Id: z.uuid(),
  NormTitle: normTitleField,
  Version: ExpectedVersionSchema,
});
export type UpdateNormTitleRequest = z.infer<typeof UpdateNormTitleRequestSchema>;

/** Version: the title's new one, for the next title save from the same screen. */
export const UpdateNormTitleResponseSchema = z.object({
  TeamId: z.uuid(),
  TeamNormsTitle: z.string(),
  Version: VersionSchema,
});
export type UpdateNormTitleResponse = z.infer<typeof UpdateNormTitleResponseSchema>;

/** /teamnorms/reorder: every item a norm of one team, each id once. */
export const ReorderTeamNormsRequestSchema = z.object({
  ReorderItems: z
    .array(z.object({ NewDisplayOrder: z.number().int().min(0).max(100_000), TeamNormId: z.uuid() }))
    .min(1, 'At least one norm is required')
    .max(REORDER_MAX_ITEMS)
    .refine(
      (items) => new Set(items.map((item) => item.TeamNormId)).size === items.length,
      'Each norm may appear only once',
    ),
});
export type ReorderTeamNormsRequest = z.infer<typeof ReorderTeamNormsRequestSchema>;
