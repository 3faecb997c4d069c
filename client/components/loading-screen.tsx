import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

interface LoadingScreenProps {
  /** What is loading, read by screen readers. */
  label?: string;
  /** Fill the viewport (before any layout exists) or just the content area. */
  fullPage?: boolean;
}

/** Shown while a screen, its data or a save is in progress. */
export function LoadingScreen({ label = 'Loading', fullPage = false }: LoadingScreenProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullPage ? '100vh' : 240,
      }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
