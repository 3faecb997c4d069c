import type { APIResponse, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { DemoAccounts } from './helpers/auth';
import { readPdf } from '../server/modules/minutes/pdf-text';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { waitForMail } from './helpers/outbox';
import { DESKTOP } from './helpers/screenshots';
import { plainTextCorpus, richTextCorpus, XSS_MARKER, XSS_VECTORS } from './helpers/xss-vectors';

/**
 * Issue 8, hostile input: the XSS corpus goes through the API into every rich-text field (sanitised by the
 * server) and every text field a screen shows (escaped by React), then every screen that renders them is
 * opened in Chromium. Passing means: the marker every vector calls never ran, no dialog opened, no
 * element carries an event handler or a script URL, no script element came from content, and the
 * Content-Security-Policy never had to stop anything. A CSP violation fails the test too: it means a
 * vector reached the DOM as markup and only the second line of defence held.
 */

/** What a vector did, seen by the marker, the dialog listener or the CSP listener. */
interface Findings {
  markerCalls: string[];
  dialogs: string[];
  cspViolations: string[];
}

/** The ids of the records the corpus was written into, and the labels that prove a screen shows them. */
interface Seeded {
  adminId: string;
  stafferId: string;
  studentId: string;
  typeId: string;
  teamId: string;
  teamGoalId: string;
  districtGoalId: string;
  schoolGoalId: string;
  meetingId: string;
  agendaId: string;
  agendaItemId: string;
  taskId: string;
  noteId: string;
  templateId: string;
}

/** Every plain value starts with "!", which sorts before letters and digits: it is on each list's first page. */
const label = (field: string) => `!XSS ${field}`;
const RICH = {
  description: 'XSS rich agenda item description',
  outcome: 'XSS rich meeting outcome',
  taskNote: 'XSS rich task note',
  studentNote: 'XSS rich student note',
  templateItem: 'XSS rich template item description',
};

const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
const uniqueNumber = () => String(Math.floor(100_000_000 + Math.random() * 800_000_000));

let context: BrowserContext;
let seeded: Seeded | undefined;
const findings: Findings = { markerCalls: [], dialogs: [], cspViolations: [] };

async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

/** Writes the corpus into every field through the API, as the demo admin (lead of the team it creates). */
async function seedCorpus(page: Page): Promise<Seeded> {
  const post = <T>(path: string, data: object) => page.request.post(`/api/v1/${path}`, { data }).then(ok<T>);
  const get = <T>(path: string) => page.request.get(`/api/v1/${path}`).then(ok<T>);
  let start = 0;
  /** Each plain field gets its own slice of the corpus, so that short fields between them carry all of it. */
  const plain = (field: string, maxLength: number) => {
    start += 7;
    return plainTextCorpus(label(field), maxLength, start);
  };

  const adminId = (await get<{ User: { UserId: string } }>('usermembership/getSession')).User.UserId;
  const staffer = await post<{ Id: string }>('user/save', {
    Id: '0',
    FirstName: plain('staff first', 100),
    LastName: plain('staff last', 100),
    EmailAddress: `xss.staff.${uniqueNumber()}@demo.plchub.test`,
    ThirdPartyId: uniqueNumber(),
    IsAdmin: false,
    Active: true,
    GrantWebAccess: false,
    EmailAccountInformation: false,
  });
  const student = await post<{ Id: string }>('user/save', {
    Id: '0',
    FirstName: plain('student first', 100),
    LastName: plain('student last', 100),
    EmailAddress: `xss.student.${uniqueNumber()}@students.demo.plchub.test`,
    ThirdPartyId: uniqueNumber(),
    Active: true,
    UserStudent: { GraduationYear: 2031 },
  });
  const type = await post<{ Id: string }>('agendaitemtype/save', {
    Id: '0',
    Name: plain('type', 50),
    DisplayName: plain('abbr', 50),
  });
  const team = await post<{ Id: string }>('team/addTeamWithUsers', {
    TeamId: '0',
    TeamName: plain('team', 200),
    UsersInTeam: [
      { UserId: adminId, UserRoles: [{ RoleId: 1 }] },
      { UserId: staffer.Id, UserRoles: [] },
      { UserId: student.Id, UserRoles: [] },
    ],
  });
  await post('teamnorms/save', { Id: '0', TeamId: team.Id, Norm: plain('norm', 1000) });
  const template = await post<{ Id: string }>('agendaTemplate/save', {
    Id: '0',
    TeamId: team.Id,
    Name: plain('template', 100),
    Items: [
      {
        Title: plain('template item', 200),
        Description: richTextCorpus(RICH.templateItem),
        ItemTypeId: type.Id,
        TimeInMinutes: 10,
        FacilitatorRole: 2,
      },
    ],
  });
  await post('team/updateNormTitle', { Id: team.Id, NormTitle: plain('norms title', 100) });
  const teamGoal = await post<{ Id: string }>('goal/save', {
    Id: '0',
    Title: plain('team goal', 200),
    Description: plain('team goal description', 4000),
    TargetDate: isoDate(30),
    GoalTeam: { TeamId: team.Id },
  });
  const adminGoal = (field: string) => ({
    Id: '0',
    title: plain(field, 200),
    description: plain(`${field} description`, 4000),
    targetDate: isoDate(60),
  });
  const districtGoal = await post<{ Id: string }>('goal/saveDistrictGoal', adminGoal('district goal'));
  const schoolGoal = await post<{ Id: string }>('goal/saveSchoolGoal', adminGoal('school goal'));
  const startsAt = Date.now() + 2 * 86_400_000;
  const meeting = await post<{ Id: string }>('meeting/save', {
    Id: '0',
    Subject: plain('meeting', 200),
    StartDateTime: new Date(startsAt).toISOString(),
    EndDateTime: new Date(startsAt + 3_600_000).toISOString(),
    Location: plain('location', 200),
    MeetingTeams: [{ TeamId: team.Id }],
    MeetingResponsiblities: [{ ResponsibilityId: 1, UserId: staffer.Id }],
  });
  const agenda = await get<{ AgendaId: string }>(
    `agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/${meeting.Id}`,
  );
  const item = await post<{ Id: string }>('agendaitem/save', {
    Id: '0',
    AgendaId: agenda.AgendaId,
    Title: plain('agenda item', 200),
    Description: richTextCorpus(RICH.description),
    ItemTypeId: type.Id,
    TimeInMinutes: 10,
    AgendaItemFacilitators: [{ UserId: staffer.Id }],
  });
  await post('agendaitem/saveOutcome', { Id: item.Id, Outcome: richTextCorpus(RICH.outcome) });
  const task = await post<{ Id: string }>('task/save', {
    Id: '0',
    Title: plain('task', 300),
    DueDate: isoDate(7),
    AssignedToUserId: adminId,
    GoalId: teamGoal.Id,
    MeetingId: meeting.Id,
    AgendaItemId: item.Id,
    TeamId: team.Id,
  });
  await post('task/saveFromAgendaItem', {
    Id: '0',
    AgendaItemId: item.Id,
    Title: plain('meeting task', 300),
    DueDate: isoDate(8),
    AssignedToUserId: staffer.Id,
  });
  await post('meeting/saveAttendance', {
    MeetingId: meeting.Id,
    Members: [{ UserId: staffer.Id, Status: 1 }],
    Guests: [{ Name: plain('guest', 100) }],
  });
  await post('tasknote/Save', { Id: '0', TaskId: task.Id, Comment: richTextCorpus(RICH.taskNote) });
  const note = await post<{ Id: string }>('usernote/Save', {
    id: '0',
    Title: plain('student note', 200),
    Note: richTextCorpus(RICH.studentNote),
    UserId: student.Id,
    TeamId: team.Id,
  });
  await post('usernotecomment/save', { Id: '0', UserNoteId: note.Id, Comment: plain('comment', 4000) });

  return {
    adminId,
    stafferId: staffer.Id,
    studentId: student.Id,
    typeId: type.Id,
    teamId: team.Id,
    teamGoalId: teamGoal.Id,
    districtGoalId: districtGoal.Id,
    schoolGoalId: schoolGoal.Id,
    meetingId: meeting.Id,
    agendaId: agenda.AgendaId,
    agendaItemId: item.Id,
    taskId: task.Id,
    noteId: note.Id,
    templateId: template.Id,
  };
}

/** A screen that renders corpus fields: its URL and the texts (or form values) that prove it shows them. */
interface Screen {
  name: string;
  url: (ids: Seeded) => string;
  shows: string[];
}

const SCREENS: Screen[] = [
  { name: 'dashboard', url: () => '/', shows: [label('meeting'), label('task')] },
  { name: 'my-teams', url: () => '/myTeams', shows: [label('team'), label('staff first')] },
  { name: 'manage-teams', url: () => '/manageTeams', shows: [label('team')] },
  {
    name: 'create-team',
    url: (ids) => `/createTeam/${ids.teamId}`,
    shows: [label('team'), label('staff last')],
  },
  {
    name: 'team-norms',
    url: (ids) => `/groupNorms/${ids.teamId}`,
    shows: [label('norms title'), label('norm ')],
  },
  { name: 'district-goals', url: () => '/districtGoals', shows: [label('district goal description')] },
  { name: 'school-goals', url: () => '/schoolGoals', shows: [label('school goal description')] },
  { name: 'manage-district-goals', url: () => '/manageDistrictGoals', shows: [label('district goal')] },
  { name: 'manage-school-goals', url: () => '/manageSchoolGoals', shows: [label('school goal')] },
  {
    name: 'edit-district-goal',
    url: (ids) => `/createDistrictGoal/${ids.districtGoalId}`,
    shows: [label('district goal description')],
  },
  {
    name: 'team-goals',
    url: () => '/teamGoals',
    shows: [label('team goal'), label('team goal description')],
  },
  {
    name: 'edit-team-goal',
    url: (ids) => `/createGoal/${ids.teamGoalId}`,
    shows: [label('team goal description')],
  },
  {
    name: 'goal-tasks',
    url: (ids) => `/teamTasks/${ids.teamGoalId}`,
    shows: [label('team goal'), label('task')],
  },
  { name: 'meetings', url: () => '/meetings', shows: [label('meeting'), label('team')] },
  {
    name: 'meeting-agenda',
    url: (ids) => `/meetingAgenda/${ids.meetingId}`,
    shows: [label('agenda item'), RICH.description, RICH.outcome, label('location'), label('abbr')],
  },
  {
    name: 'meeting-notes',
    url: (ids) => `/meetingNotes/${ids.agendaItemId}/${ids.meetingId}`,
    shows: [label('agenda item'), RICH.description, RICH.outcome, label('meeting task')],
  },
  {
    name: 'meeting-room',
    url: (ids) => `/meetingRoom/${ids.meetingId}`,
    shows: [
      label('agenda item'),
      RICH.description,
      RICH.outcome,
      label('meeting task'),
      label('guest'),
      label('staff first'),
      label('norm '),
    ],
  },
  { name: 'meeting-tasks', url: (ids) => `/meetingTasks/${ids.meetingId}`, shows: [label('task')] },
  {
    name: 'edit-meeting',
    url: (ids) => `/createMeeting/${ids.meetingId}`,
    shows: [label('meeting'), label('location')],
  },
  {
    name: 'edit-agenda-item',
    url: (ids) => `/createAgendaItem/${ids.agendaId}/${ids.meetingId}/${ids.agendaItemId}`,
    shows: [label('agenda item'), RICH.description],
  },
  { name: 'task-notes', url: (ids) => `/taskNotes/${ids.taskId}`, shows: [label('task'), RICH.taskNote] },
  { name: 'edit-task', url: (ids) => `/editTask/${ids.taskId}`, shows: [label('task')] },
  {
    name: 'assign-task',
    url: (ids) => `/assignTask/${ids.teamId}/${ids.adminId}/${ids.teamGoalId}`,
    shows: [label('team goal')],
  },
  { name: 'student-groups', url: (ids) => `/studentGroups/${ids.teamId}`, shows: [label('student last')] },
  {
    name: 'student-notes',
    url: (ids) => `/studentNotes/${ids.teamId}/${ids.studentId}`,
    shows: [label('student note'), RICH.studentNote],
  },
  {
    name: 'student-comments',
    url: (ids) => `/studentComments/${ids.teamId}/${ids.noteId}`,
    shows: [RICH.studentNote, label('comment')],
  },
  {
    name: 'edit-student-note',
    url: (ids) => `/createStudentNote/${ids.teamId}/${ids.studentId}/${ids.noteId}`,
    shows: [label('student note'), RICH.studentNote],
  },
  { name: 'manage-staff', url: () => '/manageStaff', shows: [label('staff last')] },
  { name: 'manage-students', url: () => '/manageStudents', shows: [label('student last')] },
  { name: 'manage-agenda-types', url: () => '/manageAgendaTypes', shows: [label('type'), label('abbr')] },
  {
    name: 'agenda-templates',
    url: (ids) => `/agendaTemplates?teamId=${ids.teamId}`,
    shows: [label('template'), label('team')],
  },
  {
    name: 'edit-agenda-template',
    url: (ids) => `/agendaTemplate/${ids.templateId}?teamId=${ids.teamId}`,
    shows: [label('template'), label('template item'), RICH.templateItem, label('abbr')],
  },
];

/** Waits until the page shows each text, in its visible text or in a form field's value. */
async function expectShown(page: Page, texts: string[]): Promise<void> {
  for (const text of texts) {
    await expect
      .poll(
        () =>
          page.evaluate((wanted) => {
            if (document.body.innerText.includes(wanted)) return true;
            return [
              ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
            ].some((field) => field.value.includes(wanted));
          }, text),
        { message: `the screen shows "${text}"`, timeout: 30_000 },
      )
      .toBe(true);
  }
}

/**
 * Everything in the rendered document that a vector could have put there: event-handler attributes,
 * script URLs, script elements that are not the app's own bundle, and the elements the sanitiser never
 * lets through (frames, objects, base, meta refresh, forms and svg/math inside rich text).
 */
function auditDocument(): string[] {
  const problems: string[] = [];
  const URL_ATTRIBUTES = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'data',
    'xlink:href',
    'background',
    'poster',
    'lowsrc',
    'dynsrc',
    'srcdoc',
  ]);
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}> in ${element.parentElement?.className || element.parentElement?.tagName || '?'}`;
  for (const element of document.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore control characters and spaces inside a URL's scheme.
      // eslint-disable-next-line no-control-regex -- those characters are what this strips
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (name.startsWith('on')) problems.push(`${describe(element)} has ${name}="${attribute.value}"`);
      if (name === 'srcdoc') problems.push(`${describe(element)} has srcdoc`);
      if (URL_ATTRIBUTES.has(name) && /^(javascript|vbscript|livescript):|^data:text\/html/.test(value)) {
        problems.push(`${describe(element)} has ${name}="${attribute.value}"`);
      }
      if (name === 'style' && /expression\(|javascript:/.test(value))
        problems.push(`${describe(element)} has style="${attribute.value}"`);
    }
  }
  const ownBundle = `${location.origin}/assets/`;
  for (const script of document.querySelectorAll('script')) {
    // An <svg> script has no src property: only the app's own HTML script elements may be here.
    const fromBundle = script instanceof HTMLScriptElement && script.src.startsWith(ownBundle);
    if (!fromBundle || (script.textContent ?? '').trim() !== '')
      problems.push(`script not from the app: ${script.outerHTML.slice(0, 200)}`);
  }
  for (const element of document.querySelectorAll(
    'iframe, frame, frameset, object, embed, applet, base, body meta, body link, body style',
  )) {
    problems.push(`${describe(element)}: ${element.outerHTML.slice(0, 200)}`);
  }
  for (const element of document.querySelectorAll(
    '.note-html :is(img, svg, math, form, input, button, select, textarea, style, video, audio, source, details, table, template, image, marquee, x, isindex)',
  )) {
    problems.push(`rich text kept ${describe(element)}: ${element.outerHTML.slice(0, 200)}`);
  }
  return problems;
}

// Screens run side by side on both workers; each worker seeds the corpus into its own server once.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ browser, appServer, signInAs }) => {
  context = await browser.newContext({ baseURL: appServer.baseURL, viewport: DESKTOP });
  // The marker and the CSP listener exist in every frame of every page before any content loads.
  await context.exposeBinding(XSS_MARKER, ({ frame }, id: unknown) => {
    const vector = XSS_VECTORS.find((candidate) => candidate.id === Number(id));
    findings.markerCalls.push(
      `vector ${String(id)} (${vector?.category}: ${vector?.payload}) ran in ${frame.url()}`,
    );
  });
  await context.exposeBinding('__xssCspViolation', (_source, report: unknown) => {
    findings.cspViolations.push(String(report));
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __xssCspViolation: (text: string) => void }).__xssCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}: ${event.sample}`);
    });
  });
  const page = await context.newPage();
  await signInAs(page, DemoAccounts.admin);
  seeded = await seedCorpus(page);
  await page.close();
});

test.afterAll(async () => {
  if (seeded === undefined) return void (await context?.close());
  // The worker's server is shared with the spec files after this one: take the corpus out of its lists.
  const remove = (path: string) => context.request.delete(`/api/v1/${path}`).then(ok);
  await remove(`meeting/delete/${seeded.meetingId}`);
  await remove(`agendaTemplate/delete/${seeded.templateId}`);
  await remove(`goal/delete/${seeded.teamGoalId}`);
  await remove(`goal/delete/${seeded.districtGoalId}`);
  await remove(`goal/delete/${seeded.schoolGoalId}`);
  await remove(`team/delete/${seeded.teamId}`);
  await remove(`user/Delete/${seeded.stafferId}`);
  await remove(`user/Delete/${seeded.studentId}`);
  await context.close();
});

/** A new page of the corpus' context, with the findings cleared and every dialog it opens recorded. */
async function watchedPage(): Promise<Page> {
  findings.markerCalls.length = 0;
  findings.dialogs.length = 0;
  findings.cspViolations.length = 0;
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    findings.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return page;
}

for (const screen of SCREENS) {
  test(`the XSS corpus renders inert on ${screen.name}`, async () => {
    const page = await watchedPage();
    // The console names violations in frames the listener may not reach (a data: frame has its own origin).
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        findings.cspViolations.push(`console: ${message.text()}`);
    });

    await page.goto(screen.url(seeded!));
    await expectShown(page, screen.shows);
    // axe takes a few seconds: time for any handler that was going to fire to fire. Desktop only: the
    // journey specs check each screen's phone layout, and this spec must stay quick on two cores. What
    // the corpus did is reported before what axe found (markup that got through trips axe too).
    const a11yProblem = await expectNoSeriousA11yViolations(
      page,
      `${screen.name} holding the XSS corpus`,
    ).then(
      () => undefined,
      (error: Error) => error,
    );
    const dom = await page.evaluate(auditDocument);
    await page.close();

    expect({ ...findings, dom }, `what the corpus did on ${screen.name}`).toEqual({
      markerCalls: [],
      dialogs: [],
      cspViolations: [],
      dom: [],
    });
    if (a11yProblem !== undefined) throw a11yProblem;
  });
}

/** What a PDF could run or open: scripts, launch and open actions, and links to anything but the web or mail. */
async function auditPdf(pdf: Buffer): Promise<{ text: string; problems: string[] }> {
  const { text, links } = await readPdf(pdf, { links: true });
  const raw = pdf.toString('latin1');
  const problems = [
    ...['/JavaScript', '/JS', '/Launch', '/OpenAction', '/AA', '/SubmitForm', '/ImportData']
      .filter((name) => new RegExp(`${name}\\b`).test(raw))
      .map((name) => `the PDF holds ${name}`),
    ...links.filter((link) => !/^(https?:|mailto:)/i.test(link)).map((link) => `a link to ${link}`),
  ];
  return { text, problems };
}

test('the XSS corpus stays inert in the minutes e-mail and the PDFs', async ({ appServer }) => {
  const ids = seeded!;
  const finalized = await context.request.post(`/api/v1/meeting/finalizeMinutes/${ids.meetingId}`);
  expect(finalized.ok(), await finalized.text()).toBe(true);

  // The e-mail's HTML, opened in Chromium with no Content-Security-Policy, as a mail program would show it.
  const mail = await waitForMail(appServer.dataDir, DemoAccounts.admin.email, /^Minutes: !XSS meeting/);
  for (const shown of [label('agenda item'), RICH.outcome, label('meeting task'), label('guest')]) {
    expect(mail.html).toContain(shown);
    expect(mail.text).toContain(shown);
  }
  const page = await watchedPage();
  await page.setContent(mail.html!, { waitUntil: 'load' });
  // Time for any handler that was going to fire (load, error, focus) to fire.
  await page.waitForLoadState('networkidle');
  const dom = await page.evaluate(auditDocument);
  await page.close();
  expect({ ...findings, dom }, 'what the corpus did in the minutes e-mail').toEqual({
    markerCalls: [],
    dialogs: [],
    cspViolations: [],
    dom: [],
  });

  for (const kind of ['Agenda', 'Minutes']) {
    const response = await context.request.get(`/api/v1/meeting/get${kind}Pdf/${ids.meetingId}`);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const { text, problems } = await auditPdf(await response.body());
    expect(text).toContain(label('agenda item'));
    if (kind === 'Minutes') expect(text).toContain(RICH.outcome);
    expect(problems, `what the corpus did in the ${kind} PDF`).toEqual([]);
  }
});
