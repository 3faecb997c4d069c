import { describe, expect, it } from 'vitest';
import { DecodeMessages } from './decode-text';
import { DuplicateMessages } from './duplicates';
import { HeaderMessages } from './match-header';
import { CsvMessages } from './parse-csv';
import { readRosterCsv } from './read-roster-csv';

const csv = (...lines: string[]) => Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
const STAFF_HEADER = 'FirstName,LastName,EmailAddress,StaffId,IsAdmin,Active';

describe('readRosterCsv', () => {
  it('reads a staff file into records', async () => {
    const result = await readRosterCsv(
      csv(STAFF_HEADER, 'Ana,Diaz,ana@x.org,12,yes,', 'Bo,Berg,bo@x.org,13,,no'),
      'staff',
    );
    expect(result.issues).toEqual([]);
    expect(result.rowCount).toBe(2);
    expect(result.records.map((r) => [r.Line, r.ThirdPartyId, r.IsAdmin, r.Active])).toEqual([
      [2, '12', true, true],
      [3, '13', false, false],
    ]);
  });

  it('reads a Windows-1252 file with its accents', async () => {
    const bytes = Buffer.concat([
      Buffer.from('FirstName,LastName,EmailAddress,StaffId\r\nJos'),
      Buffer.from([0xe9]),
      Buffer.from(',Pe'),
      Buffer.from([0xf1]),
      Buffer.from('a,jose@x.org,5\r\n'),
    ]);
    const result = await readRosterCsv(bytes, 'staff');
    expect(result.records[0]).toMatchObject({ FirstName: 'José', LastName: 'Peña' });
  });

  it('reads a file with a UTF-8 byte-order mark', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      csv(STAFF_HEADER, 'Zoë,Ñuñez,zoe@x.org,7,,'),
    ]);
    const result = await readRosterCsv(bytes, 'staff');
    expect(result.records[0]).toMatchObject({ FirstName: 'Zoë', LastName: 'Ñuñez' });
  });

  it('keeps formula-looking names as text', async () => {
    const result = await readRosterCsv(csv(STAFF_HEADER, '=cmd|x,+Smith,f@x.org,8,,'), 'staff');
    expect(result.issues).toEqual([]);
    expect(result.records[0]).toMatchObject({ FirstName: '=cmd|x', LastName: '+Smith' });
  });

  it('reports repeated e-mails (any case) and ids, naming the earlier line, and keeps the first row', async () => {
    const result = await readRosterCsv(
      csv(
        STAFF_HEADER,
        'Ana,Diaz,ana@x.org,12,,',
        'Bo,Berg,bo@x.org,13,,',
        'Ann,Dee,ANA@X.ORG,14,,',
        'Cy,Cole,cy@x.org,13,,',
      ),
      'staff',
    );
    expect(result.issues).toEqual([
      { Line: 4, Field: 'EmailAddress', Message: DuplicateMessages.email(2) },
      { Line: 5, Field: 'StaffId', Message: DuplicateMessages.staffId(3) },
    ]);
    expect(result.records.map((r) => r.Line)).toEqual([2, 3]);
  });

  it('reports a team member listed twice for the same team', async () => {
    const result = await readRosterCsv(
      csv('TeamName,MemberEmail,Role', 'Math 6,a@x.org,lead', 'Science,a@x.org,', 'math 6,A@x.org,member'),
      'memberships',
    );
    expect(result.issues).toEqual([
      { Line: 4, Field: 'MemberEmail', Message: DuplicateMessages.membership(2) },
    ]);
  });

  it('mixes row issues and cell-count issues in line order', async () => {
    const result = await readRosterCsv(
      csv(STAFF_HEADER, 'Ana,Diaz,ana@x.org,x,,', 'Bo,Berg', 'Cy,Cole,cy@x.org,1,,'),
      'staff',
    );
    expect(result.issues.map((issue) => [issue.Line, issue.Field])).toEqual([
      [2, 'StaffId'],
      [3, null],
    ]);
    expect(result.records).toHaveLength(1);
  });

  it('answers a problem of the whole file as its only issue', async () => {
    expect((await readRosterCsv(new Uint8Array(), 'staff')).issues).toEqual([
      { Line: null, Field: null, Message: CsvMessages.empty },
    ]);
    expect((await readRosterCsv(csv(STAFF_HEADER), 'staff')).issues[0]?.Message).toBe(CsvMessages.headerOnly);
    expect((await readRosterCsv(csv('FirstName;LastName', 'a;b'), 'staff')).issues[0]?.Message).toBe(
      HeaderMessages.separatedBy('semicolons'),
    );
    expect((await readRosterCsv(Buffer.from('a,b\r\n', 'utf16le'), 'staff')).issues[0]?.Message).toBe(
      DecodeMessages.utf16WithoutBom,
    );
  });

  it('reads 50,000 students, every row valid', async () => {
    const lines = ['FirstName,LastName,EmailAddress,StudentId,GraduationYear,Active'];
    for (let index = 1; index <= 50_000; index++)
      lines.push(
        `Student${index},Family${index % 97},student${index}@school.example.org,${100000 + index},${2026 + (index % 8)},yes`,
      );
    const result = await readRosterCsv(csv(...lines), 'students');
    expect(result.issues).toEqual([]);
    expect(result.rowCount).toBe(50_000);
    expect(result.records).toHaveLength(50_000);
    expect(result.records.at(-1)).toMatchObject({
      Line: 50_001,
      ThirdPartyId: '150000',
      GraduationYear: 2026,
    });
  });
});
