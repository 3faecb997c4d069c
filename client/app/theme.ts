import { createTheme } from '@mui/material/styles';

/** Every text and control colour below holds at least 4.5:1 against white and the page background. */
const brand = '#1d4f91';
const focusRing = `3px solid ${brand}`;
const focusRingOnBrand = '3px solid #ffffff';

export const theme = createTheme({
  palette: {
    primary: { main: brand },
    secondary: { main: '#5b3f8c' },
    error: { main: '#b3261e' },
    warning: { main: '#a84300' },
    info: { main: '#01579b' },
    success: { main: '#1b5e20' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
    text: { primary: '#1f2937', secondary: '#4b5563' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 600 },
    h2: { fontSize: '1.5rem', fontWeight: 600 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Keyboard focus must always be visible (WCAG 2.4.7), including on plain links and focusable regions.
        'a:focus-visible, [tabindex]:focus-visible, summary:focus-visible': {
          outline: focusRing,
          outlineOffset: 2,
        },
        // A printed screen (the meeting room's Print) is its content only: no header, menus, back link,
        // buttons, toasts or the app's own status lines (marked no-print).
        '@media print': {
          'header, nav, .MuiDrawer-root, .MuiSnackbar-root, .notistack-SnackbarContainer, button, .no-print, [data-page-header] > a, main .MuiToolbar-root':
            { display: 'none !important' },
          body: { backgroundColor: '#ffffff' },
          main: { width: '100% !important', padding: '0 !important' },
          '.MuiPaper-root': { breakInside: 'avoid-page' },
        },
        '@media (prefers-reduced-motion: reduce)': {
          // Spinners and bars stand still instead of flickering through a loop every frame.
          '*, *::before, *::after': {
            transitionDuration: '0.01ms !important',
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            scrollBehavior: 'auto !important',
          },
          // MUI's indeterminate linear bar has no width at rest: standing still, it spans the track.
          '.MuiLinearProgress-bar': { right: '0 !important' },
        },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: focusRing, outlineOffset: 2 } },
      },
    },
    MuiAppBar: {
      styleOverrides: {
        root: {
          '& .Mui-focusVisible, & a:focus-visible': { outline: focusRingOnBrand, outlineOffset: 2 },
        },
      },
    },
    MuiLink: { defaultProps: { underline: 'always' } },
    // Gaps instead of child margins, so a child's own margin (say, aligning a text button) still applies.
    MuiStack: { defaultProps: { useFlexGap: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // A disabled field's helper text says why it is disabled ("Choose a team first"): it must stay
    // readable, not fade to the disabled grey (about 2.5:1).
    // An unchecked switch is a white thumb on its track: MUI's translucent grey track (about 2.7:1) is all
    // that shows its state, so it is solid here (4.8:1, WCAG 1.4.11); a checked one has the brand's thumb.
    MuiSwitch: { styleOverrides: { track: { opacity: 1, backgroundColor: '#6b7280' } } },
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
  },
});
