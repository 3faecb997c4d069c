import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, UpdatePasswordRequest } from '@shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** Sets a new password with the token from the reset e-mail; an expired or used token answers 400. */
export const updatePassword = (body: UpdatePasswordRequest): Promise<MessageResponse> =>
  api.post<MessageResponse>('/usermembership/UpdatePassword', body, { endsSessionOn401: false });

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
