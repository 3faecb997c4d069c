import { generatePath, type PathParam } from 'react-router';
import { EMPTY_GUID, NEW_ID_STRING } from '@shared/constants';
import { sameOriginPath } from '../lib/same-origin-path';

/** A route of the app: its React Router pattern and, for signed-in screens, the title in the header. */
export interface AppPath<P extends string = string> {
  readonly path: P;
  readonly title: string;
  /** A form that also edits: its title when `param` names an existing record rather than '0' (new). */
  readonly edit?: { readonly title: string; readonly param: PathParam<P> };
}

const route = <P extends string>(
  path: P,
  title: string,
  edit?: { title: string; param: PathParam<P> },
): AppPath<P> => (edit ? { path, title, edit } : { path, title });

/** Every route URL of the app (spec section 2), in one place. */
export const paths = {
  // Signed out.
  login: route('/login', 'Sign in'),
  resetPassword: route('/forgotPassword/:token', 'Set a new password'),

  // Signed in.
  dashboard: route('/', 'Dashboard'),
  myTeams: route('/myTeams', 'My Teams'),
  districtGoals: route('/districtGoals', 'District Goals'),
  schoolGoals: route('/schoolGoals', 'School Goals'),
  teamGoals: route('/teamGoals', 'Team Goals'),
  meetings: route('/meetings', 'Meetings'),
  meetingAgenda: route('/meetingAgenda/:meetingId', 'Meeting Agenda'),
  meetingNotes: route('/meetingNotes/:agendaId/:meetingId', 'Meeting Notes'),
  /** Ours (issue 20): the whole meeting on one page, live. */
  meetingRoom: route('/meetingRoom/:meetingId', 'Meeting Room'),
  meetingTasks: route('/meetingTasks/:meetingId', 'Meeting Tasks'),
  createMeeting: route('/createMeeting/:meetingId', 'Create Meeting', {
    title: 'Edit Meeting',
    param: 'meetingId',
  }),
  meetingSeries: route('/meetingSeries/:seriesId', 'Meeting Series'),
  createMeetingTask: route('/createMeetingsNotes/:meetingId/:teamId/:agendaItemId/:taskId', 'Create Task', {
    title: 'Edit Task',
    param: 'taskId',
  }),
  createAgendaItem: route('/createAgendaItem/:agendaId/:meetingId/:agendaItemId', 'Add Agenda Item', {
    title: 'Edit Agenda Item',
    param: 'agendaItemId',
  }),
  assignTask: route('/assignTask/:teamId/:userId/:goalId', 'Assign Task'),
  editTask: route('/editTask/:taskId', 'Edit Task'),
  taskNotes: route('/taskNotes/:taskId', 'Task Notes'),
  teamTasks: route('/teamTasks/:goalId', 'Team Tasks'),
  /** Ours: a team's tasks from all its goals and meetings (`?teamId=`). */
  tasksOfTeam: route('/teamTasks', 'Team Tasks'),
  createGoal: route('/createGoal/:goalId', 'Create A Goal', { title: 'Edit Goal', param: 'goalId' }),
  // The spec's Add/Edit District Goal and School Goal screens, titled for what they do.
  createDistrictGoal: route('/createDistrictGoal/:goalId', 'Add District Goal', {
    title: 'Edit District Goal',
    param: 'goalId',
  }),
  createSchoolGoal: route('/createSchoolGoal/:goalId', 'Add School Goal', {
    title: 'Edit School Goal',
    param: 'goalId',
  }),
  createTeam: route('/createTeam/:groupId', 'Create Team', { title: 'Edit Team', param: 'groupId' }),
  teamNorms: route('/groupNorms/:teamId', 'Team Norms'),
  teamHome: route('/team/:teamId', 'Team'),
  agendaTemplates: route('/agendaTemplates', 'Agenda Templates'),
  agendaTemplate: route('/agendaTemplate/:templateId', 'New Agenda Template', {
    title: 'Edit Agenda Template',
    param: 'templateId',
  }),
  studentGroups: route('/studentGroups/:groupId', 'Student Groups'),
  studentNotes: route('/studentNotes/:groupId/:userId', 'Student Notes'),
  createStudentNote: route('/createStudentNote/:groupId/:studentId/:noteId', 'Create Student Note', {
    title: 'Edit Student Note',
    param: 'noteId',
  }),
  studentComments: route('/studentComments/:groupId/:noteId', 'Student Comments'),
  createStudentComment: route('/createStudentComment/:groupId/:noteId/:commentId', 'Create Student Comment', {
    title: 'Edit Student Comment',
    param: 'commentId',
  }),
  createStudent: route('/createStudent/:studentId', 'Create Student', {
    title: 'Edit Student',
    param: 'studentId',
  }),
  createStaffer: route('/createStaffer/:staffId', 'Create Staffer', {
    title: 'Edit Staffer',
    param: 'staffId',
  }),
  myAccount: route('/myAccount', 'My Account'),
  /** Ours (issue 21): the caller's notices, opened from the header's bell. */
  notifications: route('/notifications', 'Notifications'),
  /** Ours: full-text search (`?q=&kind=&teamId=&from=&to=&page=`), opened from the header's search box. */
  search: route('/search', 'Search'),
  /**
   * Ours (issue 23): how the school's teams work over a period (`?from=&to=`; `&view=district` the
   * district's schools), for admins and team leads; one team's figures, meetings and tasks.
   */
  insights: route('/insights', 'Insights'),
  teamInsights: route('/insights/team/:teamId', 'Team Insights'),
  help: route('/help', 'Help'),
  zoomIntegrationResponse: route('/zoomIntegrationResponse/:zoomResponse', 'Video Meeting Integration'),

  // Admins only.
  admin: route('/admin', 'Settings'),
  manageAgendaTypes: route('/manageAgendaTypes', 'Manage Agenda Item Types'),
  manageStaff: route('/manageStaff', 'Manage Staff'),
  manageStudents: route('/manageStudents', 'Manage Students'),
  manageTeams: route('/manageTeams', 'Manage Teams'),
  manageDistrictGoals: route('/manageDistrictGoals', 'Manage District Goals'),
  manageSchoolGoals: route('/manageSchoolGoals', 'Manage School Goals'),
  schoolSettings: route('/schoolSettings', 'School Settings'),
  /** Ours (issue 23): every recorded change of the school (`?personId=&kind=&from=&to=&page=`). */
  auditLog: route('/auditLog', 'Audit Log'),
  /** Ours (issue 23): staff, students and team memberships from a CSV or a OneRoster bundle. */
  importRoster: route('/importRoster', 'Import Roster'),

  // Super admins only.
  superAdmin: route('/superAdmin', 'Super Admin'),
  schoolAccessReport: route('/schoolAccessReport', 'Schools Accessed Report'),
  impersonate: route('/impersonate/:userId/:locationId', 'Impersonate'),
  /** Ours (issue 24): the district's single sign-on providers, opened from Settings. */
  ssoProviders: route('/ssoProviders', 'Sign-in Providers'),
} as const;

/** Whether an id in a URL means a new record: '0' or the all-zero GUID (spec section 9). */
export const isNewId = (id: string | undefined): boolean =>
  id === undefined || id === NEW_ID_STRING || id === EMPTY_GUID;

/** A screen's title for the URL's parameters: a form opened on an existing record says Edit, not Create. */
export function screenTitle(appPath: AppPath, params: Readonly<Record<string, string | undefined>>): string {
  return appPath.edit && !isNewId(params[appPath.edit.param]) ? appPath.edit.title : appPath.title;
}

/** The URL of a route with its parameters filled in: `href(paths.editTask, { taskId })`. */
export const href = <P extends string>(appPath: AppPath<P>, params?: Record<PathParam<P>, string>): string =>
  generatePath(appPath.path, params as Parameters<typeof generatePath<P>>[1]);

const REDIRECT_PARAM = 'redirectTo';

/** The login URL, remembering where to return after signing in. */
export function loginHref(redirectTo?: string): string {
  if (!redirectTo || redirectTo === paths.dashboard.path) return paths.login.path;
  return `${paths.login.path}?${new URLSearchParams({ [REDIRECT_PARAM]: redirectTo }).toString()}`;
}

/** Where to go after signing in: only a path of this app, never another origin ("//evil.example"). */
export function readRedirectTo(search: URLSearchParams): string {
  return sameOriginPath(search.get(REDIRECT_PARAM)) ?? paths.dashboard.path;
}
