import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SchoolSettingsMessages, type SchoolSettings } from '@shared/schemas/school-settings';
import { DemoAccounts } from '../../db/seed/demo';
import { apiCaller } from '../../test/api-caller';
import { signInAll } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};
let call: ReturnType<typeof apiCaller>;

const settingsOf = async (who: string) => {
  const response = await call('GET', 'school/getSettings', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SchoolSettings>();
};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(
    cookies,
    await signInAll(t.app, [DemoAccounts.admin, DemoAccounts.teacher, DemoAccounts.eastAdmin]),
  );
  call = apiCaller(t.app, cookies);
});
afterAll(async () => t.close());

describe('school/getSettings and school/saveSettings', () => {
  it('gives every member the school’s zone (the demo is on Chicago time); only admins may change it', async () => {
    const teacherView = await settingsOf(DemoAccounts.teacher);
    expect(teacherView).toMatchObject({
      TimeZone: 'America/Chicago',
      AllowedToEdit: false,
      NonMeetingDays: [],
    });
    expect((await settingsOf(DemoAccounts.admin)).AllowedToEdit).toBe(true);
    const refused = await call('POST', 'school/saveSettings', DemoAccounts.teacher, {
      TimeZone: 'America/Denver',
    });
    expect(refused.statusCode).toBe(403);

    const saved = await call('POST', 'school/saveSettings', DemoAccounts.admin, {
      TimeZone: 'America/Denver',
      Version: teacherView.Version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await settingsOf(DemoAccounts.teacher)).TimeZone).toBe('America/Denver');
    // The other school keeps its own zone.
    expect((await settingsOf(DemoAccounts.eastAdmin)).TimeZone).toBe('America/Chicago');
    const stale = await call('POST', 'school/saveSettings', DemoAccounts.admin, {
      TimeZone: 'America/Chicago',
      Version: teacherView.Version,
    });
    expect(stale.statusCode).toBe(409);
    await call('POST', 'school/saveSettings', DemoAccounts.admin, { TimeZone: 'America/Chicago' });
  });

  it('refuses a zone that is not an IANA name', async () => {
    for (const TimeZone of ['Central Time', '+01:00', 'America/Atlantis', '']) {
      const response = await call('POST', 'school/saveSettings', DemoAccounts.admin, { TimeZone });
      expect(response.statusCode, TimeZone).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        `TimeZone: ${SchoolSettingsMessages.timeZoneInvalid}`,
      );
    }
    expect((await settingsOf(DemoAccounts.admin)).TimeZone).toBe('America/Chicago');
  });
});

describe('non-meeting days', () => {
  it('are added, changed and removed by the school’s admins, in date order, and kept per school', async () => {
    const add = (Name: string, FirstDay: string, LastDay: string, who: string = DemoAccounts.admin) =>
      call('POST', 'school/saveNonMeetingDay', who, { Id: '0', Name, FirstDay, LastDay });
    const winter = await add('Winter break', '2026-12-21', '2027-01-01');
    expect(winter.statusCode, winter.body).toBe(200);
    expect((await add('Thanksgiving', '2026-11-26', '2026-11-27')).statusCode).toBe(200);
    expect((await add('Teacher day', '2027-01-04', '2027-01-04', DemoAccounts.teacher)).statusCode).toBe(403);
    const backwards = await add('Backwards', '2027-01-05', '2027-01-04');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ message: string }>().message).toBe(
      `LastDay: ${SchoolSettingsMessages.lastDayBeforeFirst}`,
    );
    expect((await settingsOf(DemoAccounts.teacher)).NonMeetingDays.map((day) => day.Name)).toEqual([
      'Thanksgiving',
      'Winter break',
    ]);
    const winterId = winter.json<{ Id: string }>().Id;
    const changed = await call('POST', 'school/saveNonMeetingDay', DemoAccounts.admin, {
      Id: winterId,
      Name: 'Winter recess',
      FirstDay: '2026-12-21',
      LastDay: '2027-01-02',
    });
    expect(changed.json()).toMatchObject({ Name: 'Winter recess', LastDay: '2027-01-02' });
    expect((await settingsOf(DemoAccounts.eastAdmin)).NonMeetingDays).toEqual([]);
    expect(
      (await call('DELETE', `school/deleteNonMeetingDay/${winterId}`, DemoAccounts.eastAdmin)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `school/deleteNonMeetingDay/${winterId}`, DemoAccounts.admin)).statusCode,
    ).toBe(200);
    expect((await settingsOf(DemoAccounts.admin)).NonMeetingDays.map((day) => day.Name)).toEqual([
      'Thanksgiving',
    ]);
  });
});
