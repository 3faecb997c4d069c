import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequestSchema } from '@shared/schemas/auth';

/** The login form's validation, in its own chunk with Zod (login-form.tsx loads it once the page shows). */
export const loginResolver = zodResolver(LoginRequestSchema);
