import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NewTabHint } from '../../components/new-tab-hint';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/api/get-session';

/**
 * /help: the placeholder screen titled Help (spec section 2), pointing to the help centre when one is
 * configured (the menu's Help opens this screen when none is) and to feedback.
 */
export default function HelpRoute() {
  // The shell renders its screens only once the session, which carries the configured links, has loaded.
  const links = useSession().data?.Links;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageHeader title={paths.help.title} />
      {links && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>
              {links.HelpCentreUrl
                ? 'Guides and answers to common questions about teams, goals, meetings and tasks are in the help centre.'
                : "Questions about teams, goals, meetings and tasks? Your school's PLC Hub admins can help."}{' '}
              Tell us what works and what does not with the feedback link.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {links.HelpCentreUrl && (
                <Button
                  variant="contained"
                  href={links.HelpCentreUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  endIcon={<OpenInNewIcon aria-hidden />}
                >
                  Open the help centre
                  <NewTabHint />
                </Button>
              )}
              <Button
                variant="outlined"
                href={links.FeedbackUrl}
                target="_blank"
                rel="noopener noreferrer"
                startIcon={<FeedbackOutlinedIcon aria-hidden />}
              >
                Send feedback
                <NewTabHint />
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
