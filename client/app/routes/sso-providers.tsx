import { paths } from '../../config/paths';
import { SsoProvidersScreen } from '../../features/sso/components/sso-providers-screen';

/** /ssoProviders (super admins): the district's single sign-on providers. */
export default function SsoProvidersRoute() {
  return <SsoProvidersScreen title={paths.ssoProviders.title} />;
}
