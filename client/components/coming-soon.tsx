import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The stand-in for a screen that is not built yet: its title and a plain statement that it is coming. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{title}</Typography>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}
      >
        <ConstructionOutlinedIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
        <div>
          <Typography sx={{ fontWeight: 600 }}>This screen is coming soon.</Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            The {title} screen is still being built and will be available in a future update.
          </Typography>
        </div>
      </Paper>
    </Stack>
  );
}
