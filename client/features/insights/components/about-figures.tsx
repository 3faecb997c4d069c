import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What each heading means, folded away under the tables until asked for. */
interface AboutFiguresProps {
  columns: readonly { id: string; label: string; meaning: string }[];
}

export function AboutFigures({ columns }: AboutFiguresProps) {
  return (
    <Box component="details" sx={{ '& summary': { cursor: 'pointer', fontWeight: 600, py: 0.5 } }}>
      <summary>About these figures</summary>
      <Box component="dl" sx={{ m: 0, mt: 1, '& dt': { fontWeight: 600 }, '& dd': { ml: 0, mb: 1 } }}>
        {columns.map((column) => (
          <Box key={column.id}>
            <Typography component="dt" variant="body2">
              {column.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ color: 'text.secondary' }}>
              {column.meaning}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
