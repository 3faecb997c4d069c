import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useSetFinished } from '../api/set-finished';

/** The item's Finished toggle: an unfinished one is offered to the team's next meeting. */
export function FinishedSwitch({
  itemId,
  finished,
  allowed,
}: {
  itemId: string;
  finished: boolean;
  allowed: boolean;
}) {
  const { enqueueSnackbar } = useToast();
  const save = useSetFinished();
  // The choice shows at once and stays until the notes reload with it (or goes back on a failure).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const checked = chosen ?? finished;
  return (
    <Stack>
      <FormControlLabel
        label="Finished"
        control={
          <Switch
            checked={checked}
            disabled={!allowed || save.isPending}
            onChange={(event) => {
              setChosen(event.target.checked);
              save.mutate(
                { itemId, finished: event.target.checked },
                {
                  onError: (error) => {
                    setChosen(null);
                    enqueueSnackbar(errorMessage(error), { variant: 'error' });
                  },
                },
              );
            }}
          />
        }
      />
      <FormHelperText sx={{ mt: 0 }}>
        {checked
          ? 'Finished: it will not be offered to the next meeting.'
          : 'Not finished: the next meeting will offer to carry it over.'}
      </FormHelperText>
    </Stack>
  );
}
