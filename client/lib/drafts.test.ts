import { describe, expect, it } from 'vitest';
import { draftKey, readDraft, removeDraft, removeDraftsOfOthers, writeDraft } from './drafts';

/** The Web Storage interface over a Map: Node has no localStorage. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const SAVED_AT = new Date('2026-03-07T14:05:00.000Z');

describe('drafts', () => {
  it('reads back what was written, under the user, screen and record', () => {
    const storage = new MemoryStorage();
    const key = draftKey('user-1', 'meeting-notes:item-1');
    writeDraft(storage, key, { Outcome: '<p>Half the class</p>' }, SAVED_AT);
    expect(readDraft(storage, key, ['Outcome'])).toEqual({
      values: { Outcome: '<p>Half the class</p>' },
      savedAt: '2026-03-07T14:05:00.000Z',
    });
    expect(readDraft(storage, draftKey('user-2', 'meeting-notes:item-1'), ['Outcome'])).toBeNull();
    removeDraft(storage, key);
    expect(readDraft(storage, key, ['Outcome'])).toBeNull();
  });

  it('ignores what is not a draft of the form', () => {
    const storage = new MemoryStorage();
    const key = draftKey('user-1', 'student-note:s:0');
    for (const junk of ['not json', '"text"', '{"values":{"Title":1},"savedAt":"x"}', '{"values":{}}']) {
      storage.setItem(key, junk);
      expect(readDraft(storage, key, ['Title'])).toBeNull();
    }
    // A draft of other fields (an older form) is not offered to this one.
    writeDraft(storage, key, { Note: 'n' }, SAVED_AT);
    expect(readDraft(storage, key, ['Title', 'Note'])).toBeNull();
  });

  it("removes every other user's drafts and nothing else", () => {
    const storage = new MemoryStorage();
    writeDraft(storage, draftKey('ab', 'task-note:t:0'), { Comment: 'mine' }, SAVED_AT);
    writeDraft(storage, draftKey('a', 'task-note:t:0'), { Comment: 'theirs' }, SAVED_AT);
    writeDraft(storage, draftKey('c', 'student-note:s:0'), { Title: 't', Note: 'n' }, SAVED_AT);
    storage.setItem('plchub.isAuthenticated', 'true');
    removeDraftsOfOthers(storage, 'ab');
    expect([...Array(storage.length).keys()].map((index) => storage.key(index))).toEqual([
      draftKey('ab', 'task-note:t:0'),
      'plchub.isAuthenticated',
    ]);
  });
});
