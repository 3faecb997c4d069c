import type { SessionResponse } from '@shared/schemas/auth';
import { api } from '../../../lib/api-client';

/**
 * impersonate/{userId}/{locationId}: the server answers with the impersonated user's session and sets its
 * cookie. Called once per visit: a second call would already run as that user, and be refused and audited.
 */
export const startImpersonation = (userId: string, locationId: string): Promise<SessionResponse> =>
  api.get<SessionResponse>(`/impersonate/${encodeURIComponent(userId)}/${encodeURIComponent(locationId)}`);
