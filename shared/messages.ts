/** User-facing texts from spec section 8 that both sides use, word for word. */
export const Messages = {
  lockedOut: 'This user account has been locked out.  Please contact an admin to reinstate this account.',
  invalidCredentials: 'You have entered an invalid username or password.',
  sessionTimedOut: 'Your logged in session appears to have timed out. Please login again to get started.',
  forgotPasswordSent: 'An email has been sent with instructions to reset your password.',
  passwordUpdated: 'Your password has been updated',
} as const;
