import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, MessageResponse } from '@shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** Always answers the same message, whether or not the address belongs to an account. */
export const forgotPassword = (body: ForgotPasswordRequest): Promise<MessageResponse> =>
  api.post<MessageResponse>('/usermembership/ForgotPassword', body, { endsSessionOn401: false });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
