import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { SEARCH_KIND_LABELS, type SearchKind } from '@shared/schemas/search';

interface KindFilterProps {
  /** The kinds offered: those the caller may search. */
  kinds: readonly SearchKind[];
  kind: SearchKind | undefined;
  /** Each kind's number of results, once the overview has answered (a kind it leaves out has none). */
  counts: Partial<Record<SearchKind, number>> | undefined;
  onChange: (kind: SearchKind | undefined) => void;
}

/** "Kind": All, or one kind with its number of results; a row of toggle buttons, the chosen one filled and ticked. */
export function KindFilter({ kinds, kind, counts, onChange }: KindFilterProps) {
  const labelId = useId();
  const choices: { value: SearchKind | undefined; label: string }[] = [
    { value: undefined, label: 'All' },
    ...kinds.map((value) => ({
      value,
      label: counts ? `${SEARCH_KIND_LABELS[value]} (${counts[value] ?? 0})` : SEARCH_KIND_LABELS[value],
    })),
  ];
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        Kind
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {choices.map((choice) => {
          const selected = choice.value === kind;
          return (
            <Chip
              key={choice.value ?? 'all'}
              label={choice.label}
              aria-pressed={selected}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              icon={selected ? <CheckIcon aria-hidden /> : undefined}
              onClick={() => onChange(choice.value)}
            />
          );
        })}
      </Box>
    </Box>
  );
}
