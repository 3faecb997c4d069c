import type { SessionResponse } from '@shared/schemas/auth';

/**
 * The app's session switch, handed down from the app layer (features do not import each other): runs the
 * server's swap and adopts the session it answers, dropping everything cached for the previous identity.
 */
export type SwitchSession = (switchOnServer: () => Promise<SessionResponse>) => Promise<SessionResponse>;
