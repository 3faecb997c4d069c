import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useReturnState } from '../../../hooks/use-return-to';

interface RecordNameProps {
  name: string;
  /** The record's own screen. */
  to: string;
  /** The team insights' AllowedToOpenRecords: otherwise the name is plain text (another school's record). */
  linked: boolean;
}

const NAME_STYLE = { fontWeight: 600, overflowWrap: 'anywhere' } as const;

/** A listed meeting's or task's name: a link to its screen, whose back link returns here, where it may open. */
export function RecordName({ name, to, linked }: RecordNameProps) {
  const returnState = useReturnState();
  if (!linked) {
    return (
      <Typography component="span" variant="body2" sx={NAME_STYLE}>
        {name}
      </Typography>
    );
  }
  return (
    <Link component={RouterLink} to={to} state={returnState} sx={NAME_STYLE}>
      {name}
    </Link>
  );
}
