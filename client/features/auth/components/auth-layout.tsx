import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const PRODUCT_DESCRIPTION =
  'PLC Hub manages your professional learning community — teams, norms, goals, meetings, agendas, tasks and student notes — with one fluid tool.';

/** The signed-out frame: the product and its description beside the form. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'center',
        p: { xs: 0, sm: 3 },
      }}
    >
      <Paper
        elevation={3}
        sx={{
          width: '100%',
          maxWidth: 920,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
          // On a phone the form takes the spare height, not the banner.
          gridTemplateRows: { xs: 'auto 1fr', md: 'auto' },
          overflow: 'hidden',
          borderRadius: { xs: 0, sm: 2 },
        }}
      >
        <Box
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            p: { xs: 3, sm: 4, md: 5 },
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            gap: 2,
          }}
        >
          <Typography component="p" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 700 }}>
            PLC Hub
          </Typography>
          <Typography sx={{ fontSize: { xs: '1rem', md: '1.125rem' }, lineHeight: 1.6 }}>
            {PRODUCT_DESCRIPTION}
          </Typography>
        </Box>
        <Box sx={{ p: { xs: 3, sm: 4, md: 5 } }}>{children}</Box>
      </Paper>
    </Box>
  );
}
