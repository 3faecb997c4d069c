import { describe, expect, it } from 'vitest';
import { readRosterCsv } from './read-roster-csv';
import { ROSTER_KINDS } from './roster-columns';
import { rosterTemplateCsv, rosterTemplateFileName } from './templates';

describe('roster templates', () => {
  it('writes the header and a sample row, CRLF, UTF-8 with a byte-order mark', () => {
    expect(rosterTemplateCsv('staff')).toBe(
      '\uFEFF"FirstName","LastName","EmailAddress","StaffId","IsAdmin","Active"\r\n' +
        '"Maria","Lopez","maria.lopez@example.org","1001","no","yes"\r\n',
    );
    expect(rosterTemplateCsv('students').split('\r\n')[0]).toBe(
      '\uFEFF"FirstName","LastName","EmailAddress","StudentId","GraduationYear","Active"',
    );
    expect(rosterTemplateCsv('memberships')).toBe(
      '\uFEFF"TeamName","MemberEmail","Role"\r\n"Grade 6 Math","maria.lopez@example.org","lead"\r\n',
    );
    expect(rosterTemplateFileName('students')).toBe('roster-students-template.csv');
  });

  it.each(ROSTER_KINDS)('reads its own %s template back as one valid row', async (kind) => {
    const result = await readRosterCsv(Buffer.from(rosterTemplateCsv(kind), 'utf8'), kind);
    expect(result.issues).toEqual([]);
    expect(result.records).toHaveLength(1);
  });
});
