import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { InsightFigures } from '@shared/schemas/insights';
import { FigureText } from './figure-cell';
import { FIGURE_COLUMNS } from './figures';

/** One team's figures as a list of labelled numbers ("Agendas on time: 1 of 2"). */
export function TeamFigures({ figures, label }: { figures: InsightFigures; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {FIGURE_COLUMNS.map((column) => (
        <Paper key={column.id} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {column.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.375rem', fontWeight: 700 }}>
            <FigureText text={column.summary ? column.summary(figures) : column.text(figures)} />
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
