import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Navigation state asking the screen it opens to move keyboard focus to its arrival target. */
export const ARRIVAL_FOCUS = { focusOnArrival: true } as const;

const asksForFocus = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'focusOnArrival' in state && state.focusOnArrival === true;

/**
 * For a screen reached from a control that vanished with the navigation (Return to my account, a back
 * link that replaces one list with another): give `ref` to an element with tabIndex -1, and it takes
 * focus whenever a navigation carrying ARRIVAL_FOCUS lands here, so keyboard and screen-reader users are
 * not left on the page body.
 */
export function useArrivalFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const location = useLocation();
  const wanted = asksForFocus(location.state);
  useEffect(() => {
    if (wanted) ref.current?.focus();
  }, [wanted, location.key]);
  return ref;
}
