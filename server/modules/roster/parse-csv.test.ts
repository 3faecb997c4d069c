import { describe, expect, it } from 'vitest';
import { HeaderMessages } from './match-header';
import { CsvMessages, parseCsv, type CsvColumns, type CsvRow } from './parse-csv';
import { RosterFileError, type RosterIssue } from './roster-issue';

const COLUMNS = {
  required: ['FirstName', 'EmailAddress'],
  optional: ['Active'],
} as const satisfies CsvColumns<string>;
type Column = (typeof COLUMNS)['required' | 'optional'][number];

async function read(text: string) {
  const rows: CsvRow<Column>[] = [];
  const issues: RosterIssue[] = [];
  for await (const item of parseCsv(text, COLUMNS)) {
    if (item.kind === 'row') rows.push(item.row);
    else issues.push(item.issue);
  }
  return { rows, issues };
}

async function fileError(text: string): Promise<RosterIssue> {
  try {
    await read(text);
  } catch (error) {
    if (error instanceof RosterFileError) return error.issue;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('parseCsv', () => {
  it('keys rows by column and numbers them by line, the header being line 1', async () => {
    const { rows, issues } = await read(
      'FirstName,EmailAddress,Active\r\nAna,ana@example.org,yes\r\nBo,bo@example.org,no\r\n',
    );
    expect(issues).toEqual([]);
    expect(rows).toEqual([
      { Line: 2, cells: { FirstName: 'Ana', EmailAddress: 'ana@example.org', Active: 'yes' } },
      { Line: 3, cells: { FirstName: 'Bo', EmailAddress: 'bo@example.org', Active: 'no' } },
    ]);
  });

  it('matches header names ignoring case, spaces and underscores, in any order, ignoring unknown columns', async () => {
    const { rows } = await read('Notes,email_address, first name \nx,ana@example.org,Ana\n');
    expect(rows).toEqual([
      { Line: 2, cells: { FirstName: 'Ana', EmailAddress: 'ana@example.org', Active: '' } },
    ]);
  });

  it('keeps line numbers true across quoted line breaks, blank lines and rows of empty cells', async () => {
    const text = 'FirstName,EmailAddress\r\n"Ana\r\nMaria",ana@example.org\r\n\r\n,\r\nBo,bo@example.org\r\n';
    const { rows } = await read(text);
    expect(rows.map((row) => [row.Line, row.cells.FirstName])).toEqual([
      [2, 'Ana\r\nMaria'],
      [6, 'Bo'],
    ]);
  });

  it('reads LF and lone-CR line endings with the same line numbers', async () => {
    for (const newline of ['\n', '\r']) {
      const { rows } = await read(['FirstName,EmailAddress', 'Ana,a@x.org', '', 'Bo,b@x.org'].join(newline));
      expect(rows.map((row) => row.Line)).toEqual([2, 4]);
    }
  });

  it('trims cells, quoted or not', async () => {
    const { rows } = await read('FirstName,EmailAddress\n  Ana  , " ana@example.org "\n');
    expect(rows[0]?.cells).toEqual({ FirstName: 'Ana', EmailAddress: 'ana@example.org', Active: '' });
  });

  it('keeps formula-looking cells as the text they are', async () => {
    const { rows } = await read('FirstName,EmailAddress\n=HYPERLINK("x"),+1@x.org\n-2,@SUM(A1)\n');
    expect(rows.map((row) => row.cells)).toEqual([
      { FirstName: '=HYPERLINK("x")', EmailAddress: '+1@x.org', Active: '' },
      { FirstName: '-2', EmailAddress: '@SUM(A1)', Active: '' },
    ]);
  });

  it('keeps a stray quote inside an unquoted cell as text', async () => {
    const { rows } = await read('FirstName,EmailAddress\nO"Neil,o@x.org\n');
    expect(rows[0]?.cells.FirstName).toBe('O"Neil');
  });

  it('reports a row with the wrong number of cells on its line and reads on', async () => {
    const { rows, issues } = await read('FirstName,EmailAddress\nAna,a@x.org,extra\nBo\nCy,c@x.org\n');
    expect(issues).toEqual([
      { Line: 2, Field: null, Message: CsvMessages.fieldCount(3, 2) },
      { Line: 3, Field: null, Message: CsvMessages.fieldCount(1, 2) },
    ]);
    expect(rows.map((row) => row.Line)).toEqual([4]);
  });

  it('refuses an empty file', async () => {
    expect(await fileError('')).toEqual({ Line: null, Field: null, Message: CsvMessages.empty });
    expect((await fileError(' \r\n\r\n')).Message).toBe(CsvMessages.empty);
    expect((await fileError(',,\r\n')).Message).toBe(CsvMessages.empty);
  });

  it('refuses a header without data rows', async () => {
    expect(await fileError('FirstName,EmailAddress\r\n\r\n')).toEqual({
      Line: null,
      Field: null,
      Message: CsvMessages.headerOnly,
    });
  });

  it('says when the file is separated by semicolons or tabs', async () => {
    expect(await fileError('FirstName;EmailAddress\nAna;a@x.org\n')).toEqual({
      Line: 1,
      Field: null,
      Message: HeaderMessages.separatedBy('semicolons'),
    });
    expect((await fileError('FirstName\tEmailAddress\nAna\ta@x.org\n')).Message).toBe(
      HeaderMessages.separatedBy('tabs'),
    );
  });

  it('names the missing required columns', async () => {
    expect(await fileError('First,Active\nAna,yes\n')).toEqual({
      Line: 1,
      Field: null,
      Message: HeaderMessages.missingColumns(['FirstName', 'EmailAddress']),
    });
    expect((await fileError('FirstName\nAna\n')).Message).toBe(
      'The header row lacks the column EmailAddress. Start from the template, whose first row names every column.',
    );
  });

  it('refuses a column named twice', async () => {
    expect((await fileError('FirstName,EmailAddress,first_name\nA,a@x.org,B\n')).Message).toBe(
      HeaderMessages.repeatedColumn('FirstName'),
    );
  });

  it('reports an unclosed quote on the line where its row starts', async () => {
    const text = 'FirstName,EmailAddress\nAna,a@x.org\n\n"Bo,b@x.org\nCy,c@x.org\n';
    expect(await fileError(text)).toEqual({ Line: 4, Field: null, Message: CsvMessages.unclosedQuote });
  });

  it('reports text after a closing quote on its line', async () => {
    expect(await fileError('FirstName,EmailAddress\nAna,a@x.org\n"Bo"x,b@x.org\n')).toEqual({
      Line: 3,
      Field: null,
      Message: CsvMessages.badClosingQuote,
    });
  });
});
