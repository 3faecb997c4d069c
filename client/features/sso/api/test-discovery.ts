import { useMutation } from '@tanstack/react-query';
import type { TestDiscoveryResponse } from '@shared/schemas/sso';
import { api } from '../../../lib/api-client';

/** Reads the issuer's discovery document as a sign-in would; not finding it is an answer (Ok false). */
export const testDiscovery = (body: { IssuerUrl: string }): Promise<TestDiscoveryResponse> =>
  api.post<TestDiscoveryResponse>('/sso/testDiscovery', body);

export const useTestDiscovery = () => useMutation({ mutationFn: testDiscovery });
