import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { useNavigation } from 'react-router';

/** Shown only for a navigation that takes a while: a quick one (a cached screen, a list's next page) shows nothing. */
const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const sweep = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

/**
 * A thin bar across the top while the next screen's code loads: navigation keeps the current screen until
 * then (router.tsx), so the click needs an answer that something is happening.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 4,
        overflow: 'hidden',
        zIndex: (theme) => theme.zIndex.appBar + 1,
        opacity: 0,
        animation: `${appear} 0s linear 200ms forwards`,
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'warning.light',
          animation: `${sweep} 1.2s ease-in-out infinite`,
        },
      }}
    />
  );
}
