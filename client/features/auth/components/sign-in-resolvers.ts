import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordRequestSchema, LoginRequestSchema } from '@shared/schemas/auth';

/**
 * The login page's two forms' validation, in a chunk of their own with Zod: the page paints without it
 * (login-form.tsx and forgot-password-form.tsx load it once they have rendered).
 */
export const loginResolver = zodResolver(LoginRequestSchema);
export const forgotPasswordResolver = zodResolver(ForgotPasswordRequestSchema);
