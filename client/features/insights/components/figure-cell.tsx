import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../components/visually-hidden';
import { NOT_RECORDED } from './figures';

/** A figure's words; one with nothing recorded is a dash on screen and says so to a screen reader. */
export function FigureText({ text }: { text: string | null }) {
  if (text !== null) return text;
  return (
    <>
      <span aria-hidden>—</span>
      <Box component="span" sx={visuallyHidden}>
        {NOT_RECORDED}
      </Box>
    </>
  );
}
