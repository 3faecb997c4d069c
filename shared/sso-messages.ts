/**
 * Single sign-on's texts and the login page's ?sso= reasons; here, not beside the schemas, so the login
 * page loads them without Zod.
 */

/** Texts of single sign-on (the spec has none; these are ours). */
export const SsoMessages = {
  /** Every refusal of a person: unknown, deactivated, a student, no web access, a domain not allowed. */
  refused:
    "We couldn't sign you in with that account. If you think you should have access, ask your school's PLC Hub administrator.",
  /** The protocol failed: stale or replayed sign-in, a token that does not check out. */
  failed: "Signing in didn't complete. Please try again.",
  /** The provider could not be reached or answered an error. */
  unavailable:
    "That sign-in service isn't answering right now. Try again later, or sign in with your password.",
  /** LoginCode.SsoRequired: a password sign-in for an address whose domain signs in with a provider. */
  ssoRequired:
    'Your district signs in with its school accounts. Use the sign-in button for your school account.',
  noKey: 'Single sign-on needs SSO_SECRET_KEY set on the server to store client secrets.',
  saved: 'The sign-in provider has been saved.',
  deleted: 'The sign-in provider has been removed.',
} as const;

/** The reasons the callback sends the browser back to /login with (?sso=…), each shown as its message. */
export const SSO_ERRORS = ['refused', 'failed', 'unavailable'] as const;
export type SsoError = (typeof SSO_ERRORS)[number];
