/** The text fields of a form, as a draft keeps them. */
export type DraftValues = Record<string, string>;

/** A form's unsaved text, kept in this browser's local storage, and when it was last written. */
export interface Draft<Values extends DraftValues = DraftValues> {
  values: Values;
  savedAt: string;
}

const PREFIX = 'plchub.draft:';

/**
 * One draft per user, screen and record (`scope` names the last two, e.g. `meeting-notes:<item id>`). The
 * user comes first, so that another user's drafts can be found and removed.
 */
export const draftKey = (userId: string, scope: string) => `${PREFIX}${userId}:${scope}`;

const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' &&
  value !== null &&
  'savedAt' in value &&
  typeof value.savedAt === 'string' &&
  'values' in value &&
  typeof value.values === 'object' &&
  value.values !== null &&
  Object.values(value.values).every((field) => typeof field === 'string');

// Storage can be unavailable (private mode, a full quota): drafts are a convenience, never an error.

/** The draft under `key` when it holds the given fields; anything else there is ignored. */
export function readDraft<Values extends DraftValues>(
  storage: Storage,
  key: string,
  fields: (keyof Values)[],
): Draft<Values> | null {
  try {
    const text = storage.getItem(key);
    const parsed: unknown = text === null ? null : JSON.parse(text);
    if (!isDraft(parsed) || !fields.every((field) => typeof parsed.values[field as string] === 'string')) {
      return null;
    }
    return parsed as Draft<Values>;
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage, key: string, values: DraftValues, savedAt: Date): void {
  try {
    storage.setItem(key, JSON.stringify({ values, savedAt: savedAt.toISOString() } satisfies Draft));
  } catch {
    // Not kept: the prompt before leaving still protects the text while the page is open.
  }
}

export function removeDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Removes every draft but those of `userId`: a draft is never offered to, or left for, another user. */
export function removeDraftsOfOthers(storage: Storage, userId: string): void {
  try {
    const own = draftKey(userId, '');
    const others: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(PREFIX) && !key.startsWith(own)) others.push(key);
    }
    for (const key of others) storage.removeItem(key);
  } catch {
    // Nothing readable, nothing to remove.
  }
}
