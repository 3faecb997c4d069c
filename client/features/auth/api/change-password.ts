import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, MessageResponse } from '@shared/schemas/auth';
import { api } from '../../../lib/api-client';

/**
 * The signed-in user's new password; the server ends their other sessions. Refused (403) while a super admin
 * is viewing as this user.
 */
export const changePassword = (body: ChangePasswordRequest): Promise<MessageResponse> =>
  api.post<MessageResponse>('/usermembership/UpdatePasswordForLoggedInUser', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
