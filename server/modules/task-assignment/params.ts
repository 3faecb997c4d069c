import { z } from 'zod';
import { IdOrNewSchema } from '@shared/schemas/common';

/**
 * Path and query shapes of the option-list routes that the contract does not name (they carry only ids).
 * The responses are the contract's OptionListSchema and MeetingOptionListSchema.
 */
export const UserAndGoalParamsSchema = z.object({ userId: z.uuid(), goalId: z.uuid() });

/** user/getAssignableUsersByTaskId/{taskId}: '0' (or 0, the empty GUID) is a task not yet saved. */
export const TaskIdOrNewParamsSchema = z.object({ taskId: IdOrNewSchema });
