import { useState } from 'react';

const PREFIX = 'plchub.flag.';

function read(key: string, fallback: boolean): boolean {
  try {
    const stored = window.localStorage.getItem(PREFIX + key);
    return stored === null ? fallback : stored === '1';
  } catch {
    return fallback;
  }
}

/**
 * A yes/no the browser remembers under `key` (name the user in it to keep it per user): a collapsed
 * panel stays collapsed on the next visit. Storage that refuses (private mode) just forgets.
 */
export function useRememberedFlag(key: string, fallback: boolean): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const remember = (next: boolean) => {
    setValue(next);
    try {
      window.localStorage.setItem(PREFIX + key, next ? '1' : '0');
    } catch {
      // Not remembered; the panel still opens and closes.
    }
  };
  return [value, remember];
}
