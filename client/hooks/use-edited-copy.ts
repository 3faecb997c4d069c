import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';

const RELOADED = 'The latest version has been loaded.';

/**
 * For the screen that loads a record into an edit form. After a save of a stale copy (409), `reload`
 * fetches the record again and changes `formKey`: given as the form's key, it starts the form over with
 * the current values and Version.
 */
export function useFormReload(refetch: () => Promise<unknown>) {
  const { enqueueSnackbar } = useSnackbar();
  const [formKey, setFormKey] = useState(0);
  const reload = useCallback(async () => {
    await refetch();
    setFormKey((key) => key + 1);
    enqueueSnackbar(RELOADED, { variant: 'info' });
  }, [refetch, enqueueSnackbar]);
  return { formKey, reload };
}

/**
 * For the edit form: the Version its record had when the form was filled, which every save sends. It
 * stays put while the cached record refreshes in the background (so a save never claims a copy the user
 * has not seen); a form that stays open after saving moves it on with `setVersion`.
 */
export function useLoadedVersion<V extends number | null | undefined>(version: V) {
  const [loaded, setVersion] = useState(version);
  return [loaded ?? undefined, setVersion] as const;
}
