import { z } from 'zod';

export const TeamSummarySchema = z.object({ Id: z.uuid(), Name: z.string() });
export type TeamSummary = z.infer<typeof TeamSummarySchema>;
export const TeamSummaryListSchema = z.array(TeamSummarySchema);
