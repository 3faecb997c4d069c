import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Where focus goes after an action that removes or replaces the focused control (a delete, a cancel, a
 * move, a post): give `ref` to a heading with tabIndex -1 and call `focus()`. The element takes focus
 * after the next commit, so it may be one that the same update shows, and it wins over a closing
 * dialog that hands focus back to its (possibly vanished) opener.
 */
export function useFocusTarget<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) ref.current?.focus();
  }, [requests]);
  const focus = useCallback(() => setRequests((count) => count + 1), []);
  return { ref, focus };
}
