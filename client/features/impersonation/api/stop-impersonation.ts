import { useMutation } from '@tanstack/react-query';
import type { SessionResponse } from '@shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** Ends the impersonation: the server answers with the super admin's own session and sets its cookie. */
export const stopImpersonation = (): Promise<SessionResponse> =>
  api.post<SessionResponse>('/impersonate/stop');

export const useStopImpersonation = () => useMutation({ mutationFn: stopImpersonation });
