import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface HomeSectionProps {
  title: string;
  /** Beside the heading: the section's next step (a button or a link). */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled block of a home screen (the team's home), named by its heading for assistive technology. */
export function HomeSection({ title, action, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
