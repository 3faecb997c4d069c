import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import type { Impersonation, SessionResponse, SessionUser } from '@shared/schemas/auth';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dates';
import { useStopImpersonation } from '../api/stop-impersonation';

interface ImpersonationBannerProps {
  user: SessionUser;
  impersonation: Impersonation;
  /** Adopts the super admin's own session again: the app drops every cached query and stores this one. */
  onStopped: (session: SessionResponse) => void;
}

/**
 * The bar the shell shows on every screen while a super admin views as someone else: who, where, until
 * when, and the one-click way back. White on dark amber holds well over 4.5:1.
 */
export function ImpersonationBanner({ user, impersonation, onStopped }: ImpersonationBannerProps) {
  const stop = useStopImpersonation();
  const navigate = useNavigate();

  const handleReturn = async () => {
    try {
      onStopped(await stop.mutateAsync());
      await navigate(paths.superAdmin.path);
    } catch (error) {
      // Spec section 8: impersonation failures are only logged; the user sees no message.
      console.error('Impersonation could not end', error);
    }
  };

  return (
    <Stack
      role="region"
      aria-label="Viewing as another user"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{
        alignItems: { xs: 'flex-start', sm: 'center' },
        px: { xs: 2, sm: 3, md: 4 },
        py: 1,
        bgcolor: 'warning.dark',
        color: 'common.white',
        boxShadow: 2,
        '& .Mui-focusVisible': { outline: '3px solid #ffffff', outlineOffset: 2 },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
        <VisibilityOutlinedIcon aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>
          Viewing as {user.FirstName} {user.LastName} · {user.LocationName}{' '}
          <Typography component="span" sx={{ fontWeight: 400, whiteSpace: 'nowrap' }}>
            until {formatTime(impersonation.ExpiresAt)}
          </Typography>
        </Typography>
      </Stack>
      <Button
        variant="contained"
        size="small"
        onClick={() => void handleReturn()}
        loading={stop.isPending}
        loadingPosition="start"
        startIcon={<ExitToAppIcon aria-hidden />}
        sx={{
          flexShrink: 0,
          bgcolor: 'common.white',
          color: 'warning.dark',
          '&:hover': { bgcolor: 'grey.100' },
        }}
      >
        Return to my account
      </Button>
    </Stack>
  );
}
