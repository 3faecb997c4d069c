import { AuthLayout } from '../../features/auth/components/auth-layout';
import { LoginPanel } from '../../features/auth/components/login-panel';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../config/paths';

/** / and /login while signed out. */
export default function LoginRoute() {
  useDocumentTitle(paths.login.title);
  return (
    <AuthLayout>
      <LoginPanel />
    </AuthLayout>
  );
}
