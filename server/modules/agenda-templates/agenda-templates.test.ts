import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeetingResponsibility } from '@shared/constants';
import { AgendaTemplateMessages, type AgendaTemplate } from '@shared/schemas/agenda-templates';
import { DemoAccounts } from '../../db/seed/demo';
import { apiCaller } from '../../test/api-caller';
import { insertMeeting, teamIdOf } from '../../test/meeting-fixtures';
import { signInAll } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userOf } from '../../test/users';

const ELENA = 'elena.garcia@demo.plchub.test'; // leads Literacy Committee and Science Department, not in Math
const DATA_MEETING = 'Data meeting: the four critical questions';

let t: TestApp;
const cookies: Record<string, string> = {};
let call: ReturnType<typeof apiCaller>;
const ids: Record<string, string> = {};

interface AgendaView {
  AgendaId: string;
  AgendaItems: { Title: string; TimeInMinutes: number; AgendaItemFacilitators: { UserId: string }[] }[];
}

const templatesOf = async (who: string, query = '') => {
  const response = await call('GET', `agendaTemplate/getAll${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AgendaTemplate[]>();
};
const agendaOf = async (meetingId: string) => {
  const response = await call(
    'GET',
    `agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/${meetingId}`,
    DemoAccounts.lead,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AgendaView>();
};
const teamTemplate = (overrides: Record<string, unknown> = {}) => ({
  Id: '0',
  TeamId: ids.math,
  Name: 'Math check-in',
  Items: [
    {
      Title: 'Wins',
      ItemTypeId: ids.type,
      TimeInMinutes: 5,
      FacilitatorRole: MeetingResponsibility.Facilitator,
    },
    {
      Title: 'Exit tickets',
      ItemTypeId: ids.type,
      TimeInMinutes: 20,
      Description: '<p>Bring <script>x</script>data</p>',
    },
  ],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(
    cookies,
    await signInAll(t.app, [
      DemoAccounts.admin,
      DemoAccounts.lead,
      DemoAccounts.teacher,
      DemoAccounts.eastAdmin,
      ELENA,
    ]),
  );
  call = apiCaller(t.app, cookies);
  const db = t.database.db;
  const priya = await userOf(db, DemoAccounts.lead);
  ids.priya = priya.id;
  ids.marcus = (await userOf(db, DemoAccounts.teacher)).id;
  ids.math = await teamIdOf(db, priya.locationId, '7th Grade Math');
  ids.science = await teamIdOf(db, priya.locationId, 'Science Department');
  const types = await call('GET', 'agendaitemtype/getAgendaItemTypes', DemoAccounts.admin);
  ids.type = types.json<{ Id: string }[]>()[0]!.Id;
  const eastTypes = await call('GET', 'agendaitemtype/getAgendaItemTypes', DemoAccounts.eastAdmin);
  ids.eastType = eastTypes.json<{ Id: string }[]>()[0]!.Id;
  ids.meeting = await insertMeeting(
    db,
    { districtId: priya.districtId, locationId: priya.locationId },
    {
      subject: 'Template target',
      teamIds: [ids.math],
      start: Date.now() + 3 * 86_400_000,
    },
  );
});
afterAll(async () => t.close());

describe('agendaTemplate/getAll and save', () => {
  it('gives every member the four PLC templates of the school; only admins may change them', async () => {
    const seen = await templatesOf(DemoAccounts.teacher);
    expect(seen.map((template) => template.Name)).toEqual([
      DATA_MEETING,
      'Intervention and extension grouping',
      'Norms and SMART-goal check',
      'Unit planning with essential standards',
    ]);
    expect(seen.every((template) => template.TeamId === null && !template.AllowedToEdit)).toBe(true);
    const dataMeeting = seen.find((template) => template.Name === DATA_MEETING)!;
    expect(dataMeeting.Items.map((item) => item.Title)).toEqual([
      'Norms check-in',
      'What do we want students to learn?',
      'How will we know if they have learned it?',
      'How will we respond when some students do not learn?',
      'How will we extend learning for those who are proficient?',
      'Tasks and next steps',
    ]);
    expect((await templatesOf(DemoAccounts.admin)).every((template) => template.AllowedToEdit)).toBe(true);
    const eastNames = (await templatesOf(DemoAccounts.eastAdmin)).map((template) => template.Id);
    expect(eastNames.some((id) => seen.some((template) => template.Id === id))).toBe(false);
  });

  it('lets a lead keep her team’s templates, seen by its members only; sanitises descriptions', async () => {
    const saved = await call('POST', 'agendaTemplate/save', DemoAccounts.lead, teamTemplate());
    expect(saved.statusCode, saved.body).toBe(200);
    const template = saved.json<AgendaTemplate>();
    expect(template).toMatchObject({ TeamId: ids.math, TeamName: '7th Grade Math', AllowedToEdit: true });
    expect(template.Items[1]!.Description).toBe('<p>Bring data</p>');
    expect((await templatesOf(DemoAccounts.teacher)).find((each) => each.Id === template.Id)).toMatchObject({
      AllowedToEdit: false,
    });
    expect((await templatesOf(ELENA)).some((each) => each.Id === template.Id)).toBe(false);
    // Asking for another team's templates is refused; one's own team filters to the school's and its own.
    expect((await call('GET', `agendaTemplate/getAll?TeamId=${ids.math}`, ELENA)).statusCode).toBe(403);
    const mathOnly = await templatesOf(DemoAccounts.teacher, `?TeamId=${ids.math}`);
    expect(mathOnly.filter((each) => each.TeamId !== null).map((each) => each.Id)).toEqual([template.Id]);

    const renamed = await call('POST', 'agendaTemplate/save', DemoAccounts.lead, {
      ...teamTemplate({ Id: template.Id, Name: 'Math weekly', Version: template.Version }),
      Items: [{ Title: 'Only item', ItemTypeId: ids.type, TimeInMinutes: 10 }],
    });
    expect(renamed.json<AgendaTemplate>()).toMatchObject({
      Name: 'Math weekly',
      Items: [{ Title: 'Only item' }],
    });
    const stale = await call(
      'POST',
      'agendaTemplate/save',
      DemoAccounts.lead,
      teamTemplate({ Id: template.Id, Version: template.Version }),
    );
    expect(stale.statusCode).toBe(409);
    expect(
      (await call('DELETE', `agendaTemplate/delete/${template.Id}`, DemoAccounts.teacher)).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `agendaTemplate/delete/${template.Id}`, DemoAccounts.eastAdmin)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `agendaTemplate/delete/${template.Id}`, DemoAccounts.lead)).statusCode).toBe(
      200,
    );
  });

  it('refuses members, leads of other teams, school templates by a lead, and another school’s item types', async () => {
    expect((await call('POST', 'agendaTemplate/save', DemoAccounts.teacher, teamTemplate())).statusCode).toBe(
      403,
    );
    expect((await call('POST', 'agendaTemplate/save', ELENA, teamTemplate())).statusCode).toBe(403);
    expect(
      (await call('POST', 'agendaTemplate/save', DemoAccounts.lead, teamTemplate({ TeamId: null })))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', 'agendaTemplate/save', DemoAccounts.eastAdmin, teamTemplate())).statusCode,
    ).toBe(404);
    const foreignType = await call(
      'POST',
      'agendaTemplate/save',
      DemoAccounts.lead,
      teamTemplate({ Items: [{ Title: 'X', ItemTypeId: ids.eastType, TimeInMinutes: 5 }] }),
    );
    expect(foreignType.statusCode).toBe(400);
    expect(foreignType.json<{ message: string }>().message).toBe(
      `Items: ${AgendaTemplateMessages.typeNotOfSchool}`,
    );
    const empty = await call('POST', 'agendaTemplate/save', DemoAccounts.lead, teamTemplate({ Items: [] }));
    expect(empty.statusCode).toBe(400);
  });
});

describe('agenda/applyTemplate and a series from a template', () => {
  it('adds the template’s items after the agenda’s last, facilitated by the caller without role holders', async () => {
    const template = (await templatesOf(DemoAccounts.lead)).find(
      (each) => each.Name === 'Norms and SMART-goal check',
    )!;
    const { AgendaId } = await agendaOf(ids.meeting!);
    const applied = await call('POST', `agenda/applyTemplate/${AgendaId}/${template.Id}`, DemoAccounts.lead);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<{ AgendaItemIds: string[] }>().AgendaItemIds).toHaveLength(3);
    const agenda = await agendaOf(ids.meeting!);
    expect(agenda.AgendaItems.map((item) => [item.Title, item.TimeInMinutes])).toEqual([
      ['Norms review', 10],
      ['SMART goal progress', 15],
      ['Adjust the plan', 10],
    ]);
    expect(agenda.AgendaItems.every((item) => item.AgendaItemFacilitators[0]?.UserId === ids.priya)).toBe(
      true,
    );
    // A plain member may not; another team's template does not go on this team's meeting.
    expect(
      (await call('POST', `agenda/applyTemplate/${AgendaId}/${template.Id}`, DemoAccounts.teacher))
        .statusCode,
    ).toBe(403);
    const science = await call('POST', 'agendaTemplate/save', ELENA, teamTemplate({ TeamId: ids.science }));
    const other = await call(
      'POST',
      `agenda/applyTemplate/${AgendaId}/${science.json<{ Id: string }>().Id}`,
      DemoAccounts.admin,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json<{ message: string }>().message).toBe(`TemplateId: ${AgendaTemplateMessages.otherTeam}`);
  });

  it('starts every occurrence from its template, each item facilitated by its role’s holder', async () => {
    const template = (await templatesOf(DemoAccounts.lead)).find((each) => each.Name === DATA_MEETING)!;
    const saved = await call('POST', 'meetingSeries/save', DemoAccounts.lead, {
      Id: '0',
      TeamId: ids.math,
      Subject: 'Templated series',
      StartDate: '2027-04-06',
      StartTime: '15:30',
      DurationMinutes: 60,
      RRule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=2',
      AgendaTemplateId: template.Id,
      NoteTakerId: ids.marcus,
      RoleRotation: [
        { ResponsibilityId: MeetingResponsibility.Facilitator, UserIds: [ids.priya, ids.marcus] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { Id, MeetingIds } = saved.json<{ Id: string; MeetingIds: string[] }>();
    // Facilitator items go to that meeting's facilitator; the norms keeper's (unset) and the note taker's
    // to the note taker.
    for (const [index, meetingId] of MeetingIds.entries()) {
      const facilitator = [ids.priya, ids.marcus][index];
      const agenda = await agendaOf(meetingId);
      expect(agenda.AgendaItems.map((item) => item.Title)).toEqual(template.Items.map((item) => item.Title));
      expect(agenda.AgendaItems.map((item) => item.AgendaItemFacilitators[0]?.UserId)).toEqual(
        template.Items.map((item) =>
          item.FacilitatorRole === MeetingResponsibility.Facilitator ? facilitator : ids.marcus,
        ),
      );
    }
    const series = await call('GET', `meetingSeries/getById/${Id}`, DemoAccounts.teacher);
    expect(series.json()).toMatchObject({ AgendaTemplateId: template.Id });
    // A whole-series edit with the same template adds nothing twice.
    const edited = await call('POST', 'meetingSeries/save', DemoAccounts.lead, {
      Id,
      TeamId: ids.math,
      Subject: 'Templated series, renamed',
      StartDate: '2027-04-06',
      StartTime: '15:30',
      DurationMinutes: 60,
      RRule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=2',
      AgendaTemplateId: template.Id,
      NoteTakerId: ids.marcus,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await agendaOf(MeetingIds[0]!)).AgendaItems).toHaveLength(template.Items.length);
  });
});
