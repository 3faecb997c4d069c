import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Impersonation, SessionUser } from '@shared/schemas/auth';
import { paths } from '../../../config/paths';
import { ARRIVAL_FOCUS } from '../../../hooks/use-arrival-focus';
import { unsavedWork } from '../../../hooks/use-unsaved-changes';
import { formatTime } from '../../../lib/dates';
import { useStopImpersonation } from '../api/stop-impersonation';
import type { SwitchSession } from '../switch-session';

interface ImpersonationBannerProps {
  user: SessionUser;
  impersonation: Impersonation;
  switchSession: SwitchSession;
}

/**
 * The bar the shell shows on every screen while a super admin views as someone else: who, where, until
 * when, and the one-click way back. White on dark amber holds well over 4.5:1.
 */
export function ImpersonationBanner({ user, impersonation, switchSession }: ImpersonationBannerProps) {
  const stop = useStopImpersonation();
  const navigate = useNavigate();
  const bannerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The bar appears when an impersonation starts, and the "View as" link that started it is gone: focus
    // lands here, so a screen reader announces who is viewed as. Focus the user placed stays where it is.
    if (document.activeElement === null || document.activeElement === document.body)
      bannerRef.current?.focus();
  }, []);

  const handleReturn = async () => {
    try {
      await switchSession(() => stop.mutateAsync());
      await navigate(paths.superAdmin.path, { state: ARRIVAL_FOCUS });
    } catch (error) {
      // Spec section 8: impersonation failures are only logged; the user sees no message.
      console.error('Impersonation could not end', error);
    }
  };

  return (
    <Stack
      ref={bannerRef}
      tabIndex={-1}
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
        '&:focus': { outline: 'none' },
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
        // Returning leaves the screen as surely as a link: unsaved edits ask first.
        onClick={() => unsavedWork.confirmLeave(() => void handleReturn())}
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
