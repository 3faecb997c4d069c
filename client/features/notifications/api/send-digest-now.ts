import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** Sends today's daily digest to the caller's school now; anyone who already had today's gets nothing more. */
export const sendDigestNow = (): Promise<MessageResponse> =>
  api.post<MessageResponse>('/notification/sendDigestNow', { Confirm: true });

export const useSendDigestNow = () => useMutation({ mutationFn: sendDigestNow });
