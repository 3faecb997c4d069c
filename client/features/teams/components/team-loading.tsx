import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The loading screen of the team screens, with the spec's visible text ('Loading Team Data'). */
export function TeamLoading({ text }: { text: string }) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        minHeight: 240,
      }}
    >
      <CircularProgress aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}
