import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { TeamRole, UserType } from '@shared/constants';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { identityProviders, userTeams } from '../db/schema';
import { DEMO_PASSWORD, DemoAccounts } from '../db/seed/demo';
import { createToken } from '../lib/tokens';
import { insertResetToken } from '../modules/auth';
import type { FakeVideoProvider } from '../test/fake-video-provider';
import type { Role } from './matrix-roles';
import { send, type MatrixRequest, type World } from './matrix-world';

/** What a request of the matrix is built from. */
export interface CaseContext {
  world: World;
  db: Db;
  app: FastifyInstance;
  /** The caller's session cookie, null when anonymous. */
  cookie: string | null;
  video: FakeVideoProvider;
}

/** A valid request for one route, against the records of one world (not a test). */
export interface RouteRequest {
  /** Builds the request; records a case changes or removes are created fresh for it first. */
  build(ctx: CaseContext): Promise<MatrixRequest> | MatrixRequest;
  /** `owner` routes: the roles the addressed record belongs to (the admins always may). */
  owners?: readonly Role[];
  /**
   * `own`: the request ends or replaces the caller's session, so it gets a fresh one, after every other
   * case; `impersonating`: it is made from an impersonation session, the super admin acting as the caller.
   */
  session?: 'own' | 'impersonating';
  /** The status a refusal answers when it is not 403/404: the spec's form message for the same rule. */
  refusedWith?: number;
  /**
   * The super admin reads every school of the district through it (insights, drilled into from the
   * district's figures): another school's ids are theirs to ask about, and their answers carry them.
   */
  districtWide?: true;
}

const api = '/api/v1';
const get = (url: string): MatrixRequest => ({ method: 'GET', url });
const post = (url: string, payload: object = {}): MatrixRequest => ({ method: 'POST', url, payload });
const del = (url: string): MatrixRequest => ({ method: 'DELETE', url });
const fixed = (request: MatrixRequest): RouteRequest => ({ build: () => request });
const insightsOf = (url: (ctx: CaseContext) => string): RouteRequest => ({
  build: (ctx) => get(url(ctx)),
  districtWide: true,
});
const idOf = (answer: unknown) => (answer as { Id: string }).Id;
/** A staff file of one new person, fresh each time. */
const staffUpload = () => ({
  fields: { kind: 'staff' },
  file: {
    name: 'staff.csv',
    bytes: Buffer.from(
      `FirstName,LastName,EmailAddress,StaffId\r\nMatrix,Upload,matrix.${unique()}@demo.plchub.test,${Math.floor(
        Math.random() * 1e9,
      )}\r\n`,
    ),
  },
});
const unique = () => Math.random().toString(36).slice(2, 10);
/** A new sign-in provider, as the settings screen saves it. */
const ssoProviderBody = () => ({
  Id: '0',
  Kind: 'oidc',
  DisplayName: `Matrix provider ${unique()}`,
  IssuerUrl: 'https://idp.matrix.example',
  ClientId: 'matrix',
  ClientSecret: 'matrix-secret',
  AllowedDomains: ['matrix.example'],
});
/** A provider of the school's district, written straight to the table (no matrix role may save one). */
async function insertSsoProvider(db: Db, locationId: string): Promise<string> {
  const [row] = await db
    .insert(identityProviders)
    .values({
      districtId: sql`(select district_id from locations where id = ${locationId})`,
      kind: 'oidc',
      displayName: `Matrix provider ${unique()}`,
      issuerUrl: 'https://idp.matrix.example',
      clientId: 'matrix',
      clientSecretEncrypted: 'not-decrypted-by-a-delete',
      allowedDomains: ['matrix.example'],
    })
    .returning({ id: identityProviders.id });
  return row!.id;
}

const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Fresh records of the world's team, made by its lead (or member, or admin). */
const fresh = {
  team: async ({ world }: CaseContext) =>
    idOf(
      await world.make(
        'admin',
        post(`${api}/team/addTeamWithUsers`, {
          TeamId: null,
          TeamName: `Matrix team ${unique()}`,
          UsersInTeam: [
            { UserId: world.leadId, UserRoles: [{ RoleId: TeamRole.TeamLead }] },
            { UserId: world.memberId, UserRoles: [] },
            { UserId: world.personId, UserRoles: [] },
          ],
        }),
      ),
    ),
  meeting: async ({ world }: CaseContext) =>
    idOf(await world.make('lead', post(`${api}/meeting/save`, meetingBody(world)))),
  agendaItem: async (ctx: CaseContext, agendaId = ctx.world.agendaId) =>
    idOf(await ctx.world.make('lead', post(`${api}/agendaitem/save`, agendaItemBody(ctx.world, agendaId)))),
  goal: async ({ world }: CaseContext) =>
    idOf(
      await world.make(
        'lead',
        post(`${api}/goal/save`, {
          Id: 0,
          Title: `Matrix goal ${unique()}`,
          GoalTeam: { TeamId: world.teamId },
        }),
      ),
    ),
  task: async ({ world }: CaseContext) =>
    idOf(await world.make('lead', post(`${api}/task/save`, taskBody(world)))),
  series: async ({ world }: CaseContext) =>
    (await world.make('lead', post(`${api}/meetingSeries/save`, seriesBody(world)))) as {
      Id: string;
      MeetingIds: string[];
    },
  staffer: async ({ world }: CaseContext) =>
    idOf(await world.make('admin', post(`${api}/user/save`, stafferBody()))),
};

const meetingBody = (world: World) => ({
  Id: 0,
  Subject: `Matrix meeting ${unique()}`,
  StartDateTime: later(3),
  EndDateTime: later(3.05),
  Location: 'Room 1',
  MeetingTeams: [{ TeamId: world.teamId }],
  MeetingResponsiblities: [],
  SetupZoomMeeting: false,
  RemoveZoomMeeting: false,
});
const seriesBody = (world: World) => ({
  Id: '0',
  TeamId: world.teamId,
  Subject: `Matrix series ${unique()}`,
  StartDate: later(3).slice(0, 10),
  StartTime: '15:30',
  DurationMinutes: 30,
  RRule: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=2',
});
const templateBody = (world: World) => ({
  Id: '0',
  TeamId: world.teamId,
  Name: `Matrix template ${unique()}`,
  Items: [{ Title: 'Matrix item', ItemTypeId: world.agendaItemTypeId, TimeInMinutes: 5 }],
});
const nonMeetingDayBody = () => ({
  Id: '0',
  Name: `Matrix day ${unique()}`,
  FirstDay: '2031-01-02',
  LastDay: '2031-01-03',
});
const agendaItemBody = (world: World, agendaId: string) => ({
  Id: 0,
  AgendaId: agendaId,
  Title: `Matrix item ${unique()}`,
  ItemTypeId: world.agendaItemTypeId,
  TimeInMinutes: 5,
  AgendaItemFacilitators: [{ UserId: world.leadId }],
});
const taskBody = (world: World) => ({
  Id: 0,
  Title: `Matrix task ${unique()}`,
  AssignedToUserId: world.memberId,
  TeamId: world.teamId,
  GoalId: world.goalId,
});
const stafferBody = () => ({
  UserTypeId: UserType.Staffer,
  Id: 0,
  FirstName: 'Matrix',
  LastName: `Person ${unique()}`,
  EmailAddress: `matrix.${unique()}@demo.plchub.test`,
  ThirdPartyId: String(Math.floor(Math.random() * 1e9)),
  IsAdmin: false,
  Active: true,
  GrantWebAccess: false,
});

/**
 * A valid request for every declared route the matrix cannot derive from the route itself
 * (matrix-derived.ts: reads whose URL names only the world's records), by "METHOD url" as the access
 * table lists them. An entry here wins over a derived request.
 */
export const ROUTE_REQUESTS: Record<string, RouteRequest> = {
  'GET /api/docs/static/*': fixed(get('/api/docs/static/swagger-ui.css')),

  // auth
  'POST /api/v1/usermembership/login': {
    build: () =>
      post(`${api}/usermembership/login`, { EmailAddress: DemoAccounts.teacher, Password: DEMO_PASSWORD }),
    session: 'own',
  },
  'POST /api/v1/usermembership/logout': { build: () => post(`${api}/usermembership/logout`), session: 'own' },
  // Single sign-on (server/modules/sso): the start and callback of a sign-in nobody began answer the login
  // page's redirect to everyone; the settings are the super admin's, for their own district.
  'GET /api/v1/sso/getSignInProviders': fixed(get(`${api}/sso/getSignInProviders`)),
  'GET /api/v1/sso/start/:id': fixed(get(`${api}/sso/start/${randomUUID()}`)),
  'GET /api/v1/sso/callback': fixed(get(`${api}/sso/callback?state=matrix&code=matrix`)),
  'POST /api/v1/sso/logout': { build: () => post(`${api}/sso/logout`), session: 'own' },
  'GET /api/v1/sso/getMyLinks': fixed(get(`${api}/sso/getMyLinks`)),
  'GET /api/v1/sso/getSettings': fixed(get(`${api}/sso/getSettings`)),
  'POST /api/v1/sso/saveProvider': fixed(post(`${api}/sso/saveProvider`, ssoProviderBody())),
  'DELETE /api/v1/sso/deleteProvider/:id': {
    build: async ({ world, db }) =>
      del(`${api}/sso/deleteProvider/${await insertSsoProvider(db, world.locationId)}`),
  },
  'POST /api/v1/sso/testDiscovery': fixed(
    post(`${api}/sso/testDiscovery`, { IssuerUrl: 'http://127.0.0.1:9' }),
  ),
  'POST /api/v1/usermembership/ForgotPassword': fixed(
    post(`${api}/usermembership/ForgotPassword`, { EmailAddress: DemoAccounts.teacher }),
  ),
  'POST /api/v1/usermembership/UpdatePassword': {
    build: async ({ world, db }) => {
      const { token, tokenHash } = createToken();
      await insertResetToken(db, world.personId, tokenHash, new Date(Date.now() + 3_600_000));
      return post(`${api}/usermembership/UpdatePassword`, { Token: token, NewPassword: 'Matrix-password-1' });
    },
  },
  'POST /api/v1/usermembership/UpdatePasswordForLoggedInUser': {
    build: () => post(`${api}/usermembership/UpdatePasswordForLoggedInUser`, { NewPassword: DEMO_PASSWORD }),
    session: 'own',
  },

  // users
  'GET /api/v1/user/getById/:id': { build: ({ world }) => get(`${api}/user/getById/${world.memberId}`) },
  // Jordan (personId) is on the team and on no other: its members, its lead and the admins share it.
  'GET /api/v1/user/getUserDetails/:id': {
    build: ({ world }) => get(`${api}/user/getUserDetails/${world.personId}`),
  },
  'POST /api/v1/user/save': { build: () => post(`${api}/user/save`, stafferBody()) },
  'DELETE /api/v1/user/Delete/:id': {
    build: async (ctx) => del(`${api}/user/Delete/${await fresh.staffer(ctx)}`),
  },
  'GET /api/v1/user/isUserEMailUnique': fixed(
    get(`${api}/user/isUserEMailUnique?id=nobody.matrix%40demo.plchub.test`),
  ),
  'GET /api/v1/user/isTeacherSISUnique/:id': fixed(get(`${api}/user/isTeacherSISUnique/777777`)),
  'GET /api/v1/user/isStudentSISUnique/:id': fixed(get(`${api}/user/isStudentSISUnique/777777`)),

  // teams
  'GET /api/v1/team/getMyTeamsWithUserTypeIdToExclude/:typeId': fixed(
    get(`${api}/team/getMyTeamsWithUserTypeIdToExclude/${UserType.Student}`),
  ),
  'POST /api/v1/team/addTeamWithUsers': {
    build: async (ctx) => {
      const teamId = await fresh.team(ctx);
      return post(`${api}/team/addTeamWithUsers`, {
        TeamId: teamId,
        TeamName: `Matrix team renamed ${unique()}`,
        UsersInTeam: [
          { UserId: ctx.world.leadId, UserRoles: [{ RoleId: TeamRole.TeamLead }] },
          { UserId: ctx.world.memberId, UserRoles: [] },
        ],
      });
    },
  },
  'DELETE /api/v1/team/delete/:id': {
    build: async (ctx) => del(`${api}/team/delete/${await fresh.team(ctx)}`),
  },
  'DELETE /api/v1/userteam/delete/:id': {
    build: async (ctx) => {
      const teamId = await fresh.team(ctx);
      const [membership] = await ctx.db
        .select({ id: userTeams.id })
        .from(userTeams)
        .where(and(eq(userTeams.teamId, teamId), eq(userTeams.userId, ctx.world.personId)));
      return del(`${api}/userteam/delete/${membership!.id}`);
    },
  },

  // team norms
  'POST /api/v1/teamnorms/save': {
    build: ({ world }) =>
      post(`${api}/teamnorms/save`, { Id: 0, TeamId: world.teamId, Norm: `Matrix norm ${unique()}` }),
  },
  'DELETE /api/v1/teamnorms/delete/:id': {
    build: async ({ world }) => {
      const norm = await world.make(
        'lead',
        post(`${api}/teamnorms/save`, { Id: 0, TeamId: world.teamId, Norm: `Matrix norm ${unique()}` }),
      );
      return del(`${api}/teamnorms/delete/${idOf(norm)}`);
    },
  },
  'POST /api/v1/teamnorms/reorder': {
    build: async ({ world }) => {
      const team = (await world.make(
        'lead',
        get(`${api}/team/getTeamWithNormsByTeamId/${world.teamId}`),
      )) as {
        Norms: { Id: string }[];
      };
      return post(`${api}/teamnorms/reorder`, {
        ReorderItems: team.Norms.map((norm, index) => ({ TeamNormId: norm.Id, NewDisplayOrder: index + 1 })),
      });
    },
  },
  'POST /api/v1/team/updateNormTitle': {
    build: ({ world }) => post(`${api}/team/updateNormTitle`, { Id: world.teamId, NormTitle: 'Team Norms' }),
  },

  // agenda item types
  'POST /api/v1/agendaitemtype/save': {
    build: () => post(`${api}/agendaitemtype/save`, { Id: 0, Name: `Matrix ${unique()}`, DisplayName: 'M' }),
  },
  'DELETE /api/v1/agendaitemtype/delete/:id': {
    build: async ({ world }) => {
      const type = await world.make(
        'admin',
        post(`${api}/agendaitemtype/save`, { Id: 0, Name: `Matrix ${unique()}`, DisplayName: 'M' }),
      );
      return del(`${api}/agendaitemtype/delete/${idOf(type)}`);
    },
  },

  // student notes
  'GET /api/v1/usernote/getStudentNoteVMByUserId/:userId': {
    build: ({ world }) => get(`${api}/usernote/getStudentNoteVMByUserId/${world.studentId}`),
  },
  'GET /api/v1/usernote/getStudentNoteCreateEditVMByUserNoteId/:id': {
    build: ({ world }) =>
      get(
        `${api}/usernote/getStudentNoteCreateEditVMByUserNoteId/${world.userNoteId}?UserId=${world.studentId}`,
      ),
  },
  'POST /api/v1/usernote/Save': {
    build: ({ world }) =>
      post(`${api}/usernote/Save`, {
        id: 0,
        Title: `Matrix note ${unique()}`,
        Note: '<p>n</p>',
        UserId: world.studentId,
        TeamId: world.teamId,
      }),
  },
  'DELETE /api/v1/usernote/delete/:id': {
    build: async ({ world }) => {
      const note = await world.make(
        'member',
        post(`${api}/usernote/Save`, {
          id: 0,
          Title: 'Matrix note',
          Note: '<p>n</p>',
          UserId: world.studentId,
          TeamId: world.teamId,
        }),
      );
      return del(`${api}/usernote/delete/${idOf(note)}`);
    },
    owners: ['teamMember'],
  },
  'POST /api/v1/usernotecomment/save': {
    build: ({ world }) =>
      post(`${api}/usernotecomment/save`, { Id: 0, Comment: 'Matrix comment', UserNoteId: world.userNoteId }),
  },
  'DELETE /api/v1/usernotecomment/delete/:id': {
    build: async ({ world }) => {
      const comment = await world.make(
        'lead',
        post(`${api}/usernotecomment/save`, {
          Id: 0,
          Comment: 'Matrix comment',
          UserNoteId: world.userNoteId,
        }),
      );
      return del(`${api}/usernotecomment/delete/${idOf(comment)}`);
    },
    owners: ['teamLead'],
  },

  // goals
  'GET /api/v1/goal/getAdminModifiableOnlyGoal/:goalId': {
    build: ({ world }) => get(`${api}/goal/getAdminModifiableOnlyGoal/${world.schoolGoalId}?Scope=School`),
  },
  'POST /api/v1/goal/saveDistrictGoal': fixed(
    post(`${api}/goal/saveDistrictGoal`, { Id: 0, title: 'Matrix district goal', description: 'd' }),
  ),
  'POST /api/v1/goal/saveSchoolGoal': fixed(
    post(`${api}/goal/saveSchoolGoal`, { Id: 0, title: 'Matrix school goal', description: 'd' }),
  ),
  'DELETE /api/v1/goal/delete/:id': {
    build: async (ctx) => del(`${api}/goal/delete/${await fresh.goal(ctx)}`),
  },
  'POST /api/v1/goal/save': {
    build: ({ world }) =>
      post(`${api}/goal/save`, {
        Id: 0,
        Title: `Matrix goal ${unique()}`,
        GoalTeam: { TeamId: world.teamId },
      }),
  },
  'POST /api/v1/goal/markAsCompleted/:id': {
    build: async (ctx) => post(`${api}/goal/markAsCompleted/${await fresh.goal(ctx)}`),
  },
  'POST /api/v1/goal/markAsOpen/:id': {
    build: async (ctx) => {
      const goalId = await fresh.goal(ctx);
      await ctx.world.make('lead', post(`${api}/goal/markAsCompleted/${goalId}`));
      return post(`${api}/goal/markAsOpen/${goalId}`);
    },
  },
  'GET /api/v1/goal/getByUserId/:userId': {
    build: ({ world }) => get(`${api}/goal/getByUserId/${world.personId}`),
  },

  // tasks
  // A caller outside the team hears the assignment form's own message (400), as the spec's screen shows it.
  'POST /api/v1/task/save': {
    build: ({ world }) => post(`${api}/task/save`, taskBody(world)),
    refusedWith: 400,
  },
  'POST /api/v1/task/saveFromAgendaItem': {
    build: ({ world }) =>
      post(`${api}/task/saveFromAgendaItem`, {
        Id: 0,
        AgendaItemId: world.agendaItemId,
        Title: `Matrix task ${unique()}`,
        AssignedToUserId: world.memberId,
      }),
    refusedWith: 400,
  },
  'POST /api/v1/task/markAsDone/:id': {
    build: async (ctx) => post(`${api}/task/markAsDone/${await fresh.task(ctx)}`),
    owners: ['teamMember', 'teamLead'],
  },
  'POST /api/v1/task/markAsInProgress/:id': {
    build: async (ctx) => post(`${api}/task/markAsInProgress/${await fresh.task(ctx)}`),
    owners: ['teamMember', 'teamLead'],
  },
  // A task the member assigned (to themself): its assigner and the team's lead may delete it.
  'DELETE /api/v1/task/delete/:id': {
    build: async ({ world }) =>
      del(
        `${api}/task/delete/${idOf(await world.make('member', post(`${api}/task/save`, taskBody(world))))}`,
      ),
    owners: ['teamMember', 'teamLead'],
  },

  // task notes
  'POST /api/v1/tasknote/Save': {
    build: ({ world }) =>
      post(`${api}/tasknote/Save`, { Id: 0, TaskId: world.taskId, Comment: '<p>Matrix</p>' }),
  },
  'DELETE /api/v1/tasknote/delete/:id': {
    build: async ({ world }) => {
      const note = await world.make(
        'member',
        post(`${api}/tasknote/Save`, { Id: 0, TaskId: world.taskId, Comment: '<p>Matrix</p>' }),
      );
      return del(`${api}/tasknote/delete/${idOf(note)}`);
    },
    owners: ['teamMember'],
  },

  // task assignment options
  'GET /api/v1/meeting/getMeetingsAssignerAndAssigneeHaveInCommonForTaskAssignment/:userId': {
    build: ({ world }) =>
      get(`${api}/meeting/getMeetingsAssignerAndAssigneeHaveInCommonForTaskAssignment/${world.personId}`),
  },
  'GET /api/v1/meeting/getMeetingsByUserIdAndGoalId/:userId/:goalId': {
    build: ({ world }) =>
      get(`${api}/meeting/getMeetingsByUserIdAndGoalId/${world.personId}/${world.goalId}`),
  },
  'GET /api/v1/meeting/getByUserId/:userId': {
    build: ({ world }) => get(`${api}/meeting/getByUserId/${world.personId}`),
  },

  // meetings
  'POST /api/v1/meeting/save': { build: ({ world }) => post(`${api}/meeting/save`, meetingBody(world)) },
  'DELETE /api/v1/meeting/delete/:id': {
    build: async (ctx) => del(`${api}/meeting/delete/${await fresh.meeting(ctx)}`),
  },

  // meeting series and school settings
  'POST /api/v1/meetingSeries/save': {
    build: ({ world }) => post(`${api}/meetingSeries/save`, seriesBody(world)),
  },
  'GET /api/v1/meetingSeries/getById/:id': {
    build: async (ctx) => get(`${api}/meetingSeries/getById/${(await fresh.series(ctx)).Id}`),
  },
  'POST /api/v1/meetingSeries/cancelOccurrence/:meetingId': {
    build: async (ctx) =>
      post(`${api}/meetingSeries/cancelOccurrence/${(await fresh.series(ctx)).MeetingIds[0]}`),
  },
  'POST /api/v1/meeting/saveRoles/:meetingId': {
    build: async (ctx) =>
      post(`${api}/meeting/saveRoles/${await fresh.meeting(ctx)}`, {
        Roles: [{ ResponsibilityId: 2, UserId: ctx.world.leadId }],
      }),
  },
  'DELETE /api/v1/meetingSeries/delete/:id': {
    build: async (ctx) => del(`${api}/meetingSeries/delete/${(await fresh.series(ctx)).Id}`),
  },
  'POST /api/v1/notification/markRead': fixed(post(`${api}/notification/markRead`, { All: true })),
  'POST /api/v1/notification/savePreferences': fixed(
    post(`${api}/notification/savePreferences`, {
      Preferences: [{ Kind: 'goal-completed', Email: true, InApp: true, Delivery: 'immediate' }],
    }),
  ),
  'POST /api/v1/notification/saveSchoolDefaults': fixed(
    post(`${api}/notification/saveSchoolDefaults`, {
      Preferences: [{ Kind: 'goal-completed', Email: true, InApp: true, Delivery: 'immediate' }],
    }),
  ),
  'POST /api/v1/notification/sendDigestNow': fixed(
    post(`${api}/notification/sendDigestNow`, { Confirm: true }),
  ),
  // Every school's matrix records are named "Matrix …": an answer naming another school's is a leak.
  'GET /api/v1/search': fixed(get(`${api}/search?q=matrix`)),
  // Insights of the world's school and team. A school is named only when it is another (the IDOR cases):
  // a lead's own school answers the teams they lead, whichever team the matrix's records belong to.
  ...Object.fromEntries(
    ['', '.csv'].flatMap((suffix) => [
      [
        `GET /api/v1/insights/getSchool${suffix}`,
        insightsOf(
          ({ world }) =>
            `${api}/insights/getSchool${suffix}${world.name === 'demo' ? '' : `?locationId=${world.locationId}`}`,
        ),
      ],
      [
        `GET /api/v1/insights/getTeam/:teamId${suffix}`,
        insightsOf(({ world }) => `${api}/insights/getTeam/${world.teamId}${suffix}`),
      ],
    ]),
  ),
  'GET /api/v1/roster/template/:kind': fixed(get(`${api}/roster/template/staff`)),
  'POST /api/v1/roster/preview': {
    build: () => ({ method: 'POST', url: `${api}/roster/preview`, upload: staffUpload() }),
  },
  // A preview belongs to the admin who made it: the caller's own when they are of the world's school,
  // else one its admin made; a caller who may not upload applies an id that names nothing.
  'POST /api/v1/roster/apply/:previewId': {
    build: async ({ world, app, cookie }) => {
      const upload = { method: 'POST' as const, url: `${api}/roster/preview`, upload: staffUpload() };
      const session = cookie ? await send(app, get(`${api}/usermembership/getSession`), cookie) : undefined;
      const ofWorld =
        session?.json<{ User?: { LocationId: string } }>().User?.LocationId === world.locationId;
      const made = ofWorld ? await send(app, upload, cookie) : undefined;
      const previewId = made ? made.json<{ Id?: string }>().Id : idOf(await world.make('admin', upload));
      return post(`${api}/roster/apply/${previewId ?? randomUUID()}`, { DeactivateUserIds: [] });
    },
  },
  // A task's History (the other kinds share the route and its policy: server/modules/audit).
  'GET /api/v1/audit/getHistory/:kind/:id': {
    build: ({ world }) => get(`${api}/audit/getHistory/task/${world.taskId}`),
  },
  'POST /api/v1/school/saveSettings': fixed(
    post(`${api}/school/saveSettings`, { TimeZone: 'America/Chicago' }),
  ),
  'POST /api/v1/school/saveNonMeetingDay': {
    build: () => post(`${api}/school/saveNonMeetingDay`, nonMeetingDayBody()),
  },
  'DELETE /api/v1/school/deleteNonMeetingDay/:id': {
    build: async ({ world }) =>
      del(
        `${api}/school/deleteNonMeetingDay/${idOf(await world.make('admin', post(`${api}/school/saveNonMeetingDay`, nonMeetingDayBody())))}`,
      ),
  },
  'POST /api/v1/meeting/saveExistingMeetingWithAgendaItems': {
    build: async (ctx) => {
      const source = await fresh.meeting(ctx);
      const item = await fresh.agendaItem(ctx, await agendaOf(ctx, source));
      return post(`${api}/meeting/saveExistingMeetingWithAgendaItems`, {
        MeetingId: await fresh.meeting(ctx),
        AgendaItemIds: [item],
      });
    },
  },
  'POST /api/v1/meeting/saveWithAgendaItems': {
    build: async (ctx) => {
      const item = await fresh.agendaItem(ctx, await agendaOf(ctx, await fresh.meeting(ctx)));
      return post(`${api}/meeting/saveWithAgendaItems`, {
        Meeting: meetingBody(ctx.world),
        AgendaItemIds: [item],
      });
    },
  },

  // agendas
  'POST /api/v1/agenda/postMeetingAgenda/:agendaId': {
    build: async (ctx) =>
      post(`${api}/agenda/postMeetingAgenda/${await agendaOf(ctx, await fresh.meeting(ctx))}`),
  },
  'POST /api/v1/agenda/applyTemplate/:agendaId/:templateId': {
    build: async ({ world }) => {
      const template = await world.make('lead', post(`${api}/agendaTemplate/save`, templateBody(world)));
      return post(`${api}/agenda/applyTemplate/${world.agendaId}/${idOf(template)}`);
    },
    owners: ['teamMember', 'teamLead'],
  },
  'POST /api/v1/agenda/carryOver/:agendaId': {
    build: async (ctx) =>
      post(`${api}/agenda/carryOver/${await agendaOf(ctx, await fresh.meeting(ctx))}`, {}),
  },
  'POST /api/v1/agendaitem/setFinished/:id': {
    build: async (ctx) =>
      post(`${api}/agendaitem/setFinished/${await fresh.agendaItem(ctx)}`, { Finished: true }),
    owners: ['teamMember', 'teamLead'],
  },
  'POST /api/v1/agendaTemplate/save': {
    build: ({ world }) => post(`${api}/agendaTemplate/save`, templateBody(world)),
  },
  'DELETE /api/v1/agendaTemplate/delete/:id': {
    build: async ({ world }) =>
      del(
        `${api}/agendaTemplate/delete/${idOf(await world.make('lead', post(`${api}/agendaTemplate/save`, templateBody(world))))}`,
      ),
  },
  'POST /api/v1/agendaitem/save': {
    build: ({ world }) => post(`${api}/agendaitem/save`, agendaItemBody(world, world.agendaId)),
    owners: ['teamMember', 'teamLead'],
  },
  'DELETE /api/v1/agendaitem/delete/:id': {
    build: async (ctx) => del(`${api}/agendaitem/delete/${await fresh.agendaItem(ctx)}`),
  },
  'POST /api/v1/agendaitem/reorder': {
    build: async ({ world }) => {
      const agenda = (await world.make(
        'lead',
        get(`${api}/agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/${world.meetingId}`),
      )) as {
        AgendaItems: { Id: string }[];
      };
      return post(`${api}/agendaitem/reorder`, {
        ReorderItems: agenda.AgendaItems.map((item, index) => ({
          AgendaItemId: item.Id,
          NewDisplayOrder: index + 1,
        })),
      });
    },
  },
  'POST /api/v1/agendaitem/saveOutcome': {
    build: ({ world }) =>
      post(`${api}/agendaitem/saveOutcome`, { Id: world.agendaItemId, Outcome: '<p>Matrix outcome</p>' }),
    owners: ['teamMember', 'teamLead'],
  },

  // the meeting room
  'GET /api/v1/meeting/events/:id': {
    build: ({ world }) => ({ method: 'GET', url: `${api}/meeting/events/${world.meetingId}`, stream: true }),
  },
  'POST /api/v1/meeting/start/:id': {
    build: ({ world }) => post(`${api}/meeting/start/${world.meetingId}`),
    owners: ['teamMember', 'teamLead'],
  },
  'POST /api/v1/meeting/finalizeMinutes/:id': {
    build: async (ctx) => post(`${api}/meeting/finalizeMinutes/${await fresh.meeting(ctx)}`),
  },
  'POST /api/v1/meeting/reopenMinutes/:id': {
    build: async (ctx) => {
      const meetingId = await fresh.meeting(ctx);
      await ctx.world.make('lead', post(`${api}/meeting/finalizeMinutes/${meetingId}`));
      return post(`${api}/meeting/reopenMinutes/${meetingId}`, { Reason: 'Matrix reopening' });
    },
  },
  'POST /api/v1/meeting/saveAttendance': {
    build: ({ world }) =>
      post(`${api}/meeting/saveAttendance`, {
        MeetingId: world.meetingId,
        Members: [{ UserId: world.memberId, Status: 1 }],
        Guests: [{ Name: 'Matrix guest' }],
      }),
    owners: ['teamMember', 'teamLead'],
  },
  'GET /api/v1/meeting/getAttendanceRates': {
    build: ({ world }) => get(`${api}/meeting/getAttendanceRates?TeamId=${world.teamId}`),
  },
  'POST /api/v1/agendaItem/startTimer/:id': {
    build: ({ world }) => post(`${api}/agendaItem/startTimer/${world.agendaItemId}`),
    owners: ['teamMember', 'teamLead'],
  },
  'POST /api/v1/agendaItem/pauseTimer/:id': {
    build: ({ world }) => post(`${api}/agendaItem/pauseTimer/${world.agendaItemId}`),
    owners: ['teamMember', 'teamLead'],
  },

  // video meetings and calendar
  'POST /api/v1/zoomapi/zoomUserResponse': {
    // The consent round trip: a code the provider issued, and the state bound to the caller's session.
    build: async ({ app, cookie, video }) => {
      const code = `matrix-${unique()}`;
      video.validCodes.add(code);
      const consent = cookie ? await send(app, get(`${api}/zoomapi/getClientId`), cookie) : null;
      const state = consent
        ? new URL(consent.json<{ AuthorizeUrl: string }>().AuthorizeUrl).searchParams.get('state')
        : 'none';
      return post(`${api}/zoomapi/zoomUserResponse`, { Code: code, State: state });
    },
  },
  'POST /api/v1/zoomapi/revokeZoomAccess': fixed(post(`${api}/zoomapi/revokeZoomAccess`)),
  'POST /api/v1/calendar/createFeed': fixed(post(`${api}/calendar/createFeed`)),
  'POST /api/v1/calendar/revokeFeed': fixed(post(`${api}/calendar/revokeFeed`)),
  'GET /api/v1/calendar/feed/:file': {
    build: async ({ world }) => {
      const feed = (await world.make('member', post(`${api}/calendar/createFeed`))) as { FeedUrl: string };
      return get(new URL(feed.FeedUrl).pathname);
    },
  },

  // super admin
  'GET /api/v1/superadmin/getUsersByLocationId/:locationId': {
    build: ({ world }) => get(`${api}/superadmin/getUsersByLocationId/${world.locationId}`),
  },
  'GET /api/v1/impersonate/:userId/:locationId': {
    build: ({ world }) => get(`${api}/impersonate/${world.memberId}/${world.locationId}`),
    session: 'own',
  },
  'POST /api/v1/impersonate/stop': { build: () => post(`${api}/impersonate/stop`), session: 'impersonating' },
};

async function agendaOf({ world }: CaseContext, meetingId: string): Promise<string> {
  const agenda = (await world.make(
    'lead',
    get(`${api}/agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/${meetingId}`),
  )) as {
    AgendaId: string;
  };
  return agenda.AgendaId;
}
