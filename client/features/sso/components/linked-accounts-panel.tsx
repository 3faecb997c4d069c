import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useMyLinks } from '../api/get-my-links';

const EMPTY_MESSAGE =
  'No school accounts are linked. Sign in with your school account on the sign-in page to link it.';

/** My Account, Linked sign-in accounts: the provider accounts that sign this person in. */
export function LinkedAccountsPanel() {
  const links = useMyLinks();
  if (links.isPending) return <LoadingScreen label="Loading the linked sign-in accounts" />;
  if (links.isError) return <LoadError error={links.error} />;
  if (links.data.length === 0) return <EmptyState message={EMPTY_MESSAGE} framed={false} />;
  return (
    <Box component="ul" aria-label="Linked sign-in accounts" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {links.data.map((link) => (
        <Box
          component="li"
          key={`${link.ProviderName}\u0000${link.EmailAddress}\u0000${link.LinkedAt}`}
          sx={{ '& + &': { mt: 2 } }}
        >
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {link.ProviderName}
            </Box>{' '}
            {link.EmailAddress}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Linked {formatDate(link.LinkedAt)}, last used {formatDateTime(link.LastUsedAt)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
