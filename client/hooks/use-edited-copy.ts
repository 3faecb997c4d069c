import { StaleCopyMessages } from '@shared/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../lib/api-error';
import { useToast } from '../components/toast';

const FORM_FIELD =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), [contenteditable="true"]';

/** The element and its ancestors, nearest first. */
function lineageOf(element: Element | null): Element[] {
  const lineage: Element[] = [];
  for (let current = element; current; current = current.parentElement) lineage.push(current);
  return lineage;
}

/**
 * Puts the keyboard where the user was: the Reload button went with the old form, which would leave focus
 * on the page itself. The nearest ancestor of that button still in the document holds the new form; its
 * first field gets focus. A dialog goes whole, leaving only the body: then the dialog's own focus stands.
 */
function focusReloadedForm(pressedLineage: Element[]): void {
  const survivor = pressedLineage.find((element) => element.isConnected);
  if (!survivor || survivor === document.body || survivor === document.documentElement) return;
  const form = survivor.closest('form') ?? survivor.querySelector('form');
  form?.querySelector<HTMLElement>(FORM_FIELD)?.focus();
}

/**
 * For the screen that loads a record into an edit form. After a save of a stale copy (409), `reload`
 * fetches the record again and changes `formKey`: given as the form's key, it starts the form over with
 * the current values and Version, and focus moves to its first field. `refetch` is the query's own (or
 * calls it), with `throwOnError` passed on: a reload that fails says so and leaves the form as it was.
 */
export function useFormReload(refetch: (options: { throwOnError: true }) => Promise<unknown>) {
  const { enqueueSnackbar } = useToast();
  const [formKey, setFormKey] = useState(0);
  const pressedLineage = useRef<Element[]>([]);
  const reload = useCallback(async () => {
    pressedLineage.current = lineageOf(document.activeElement);
    try {
      await refetch({ throwOnError: true });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
      return;
    }
    setFormKey((key) => key + 1);
    enqueueSnackbar(StaleCopyMessages.reloaded, { variant: 'info' });
  }, [refetch, enqueueSnackbar]);
  useEffect(() => {
    if (formKey > 0) focusReloadedForm(pressedLineage.current);
  }, [formKey]);
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
