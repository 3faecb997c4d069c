import { useState } from 'react';
import { useParams } from 'react-router';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { PasswordUpdated } from '../../features/auth/components/password-updated';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../config/paths';

/** /forgotPassword/:token, the link in the reset e-mail. */
export default function ResetPasswordRoute() {
  const { token = '' } = useParams<'token'>();
  const [updated, setUpdated] = useState(false);
  useDocumentTitle(updated ? 'Password updated' : paths.resetPassword.title);

  return (
    <AuthLayout>
      {updated ? (
        <PasswordUpdated loginHref={paths.login.path} />
      ) : (
        <ResetPasswordForm token={token} loginHref={paths.login.path} onUpdated={() => setUpdated(true)} />
      )}
    </AuthLayout>
  );
}
