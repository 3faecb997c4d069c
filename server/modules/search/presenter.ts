import { decodeHTML } from 'entities';
import { GoalScope, UserType } from '@shared/constants';
import type { SearchHit, SnippetPart } from '@shared/schemas/search';
import { MATCH_END, MATCH_START, type SearchRow } from './repository';

/** The screen each kind opens at (client/app/routes), from the row's ids. */
function linkOf(row: SearchRow, isAdmin: boolean): string {
  switch (row.kind) {
    case 'meeting':
      return `/meetingAgenda/${row.id}`;
    case 'agenda-item':
      return `/meetingNotes/${row.id}/${row.link_id}`;
    case 'task':
      return `/editTask/${row.id}`;
    case 'task-note':
      return `/taskNotes/${row.link_id}`;
    case 'goal':
      if (row.variant === GoalScope.Team) return `/teamTasks/${row.id}`;
      if (row.variant === GoalScope.School) return isAdmin ? `/createSchoolGoal/${row.id}` : '/schoolGoals';
      return '/districtGoals';
    case 'team':
      return `/team/${row.id}`;
    case 'person':
      return row.variant === UserType.Student ? `/createStudent/${row.id}` : `/createStaffer/${row.id}`;
    case 'student-note':
    case 'student-comment':
      return `/studentComments/${row.team_id ?? '0'}/${row.link_id}`;
  }
}

/** ts_headline's text with its marks, as plain-text parts; an HTML body's entities are decoded. */
export function snippetParts(headline: string, html: boolean): SnippetPart[] {
  const decode = html ? decodeHTML : (text: string) => text;
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(MATCH_START).entries()) {
    const [matched, after] = index === 0 ? ['', piece] : splitOnce(piece, MATCH_END);
    if (matched) parts.push({ Text: decode(matched), Match: true });
    const text = decode(after).replace(/\s+/g, ' ');
    if (text.trim()) parts.push({ Text: text, Match: false });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}

export const presentHit = (row: SearchRow, isAdmin: boolean): SearchHit => ({
  Kind: row.kind,
  Id: row.id,
  Title: row.title,
  Snippet: snippetParts(row.snippet, row.html),
  Link: linkOf(row, isAdmin),
  TeamName: row.team_name,
  Date: row.day,
});
