import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
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
  const checked = save.isPending ? (save.variables?.finished ?? finished) : finished;
  return (
    <Stack>
      <FormControlLabel
        label="Finished"
        control={
          <Switch
            checked={checked}
            disabled={!allowed || save.isPending}
            onChange={(event) =>
              save.mutate(
                { itemId, finished: event.target.checked },
                { onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }) },
              )
            }
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
