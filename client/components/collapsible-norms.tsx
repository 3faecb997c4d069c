import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useRememberedFlag } from '../hooks/use-remembered-flag';

interface CollapsibleNormsProps {
  title: string;
  norms: string[];
  /** Where the open or collapsed state is remembered (name the user in it). */
  rememberKey: string;
}

/** A team's norms title and norms: open by default, collapsed and opened with one button, remembered. */
export function CollapsibleNorms({ title, norms, rememberKey }: CollapsibleNormsProps) {
  const listId = useId();
  const [open, setOpen] = useRememberedFlag(rememberKey, true);
  return (
    <Paper component="section" aria-label="Team norms" variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Button
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={listId}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ alignSelf: 'flex-start', fontWeight: 700 }}
        >
          {title || 'Team norms'}
        </Button>
        <div id={listId} hidden={!open}>
          {norms.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>The team has no norms yet.</Typography>
          ) : (
            <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 3 }}>
              {norms.map((norm, index) => (
                <li key={index}>
                  <Typography>{norm}</Typography>
                </li>
              ))}
            </Stack>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
