import { generatePath, type PathParam } from 'react-router';
import { sameOriginPath } from '../lib/same-origin-path';

/** A route of the app: its React Router pattern and, for signed-in screens, the title in the header. */
export interface AppPath<P extends string = string> {
  readonly path: P;
  readonly title: string;
}

const route = <P extends string>(path: P, title: string): AppPath<P> => ({ path, title });

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
  meetingTasks: route('/meetingTasks/:meetingId', 'Meeting Tasks'),
  createMeeting: route('/createMeeting/:meetingId', 'Create Meeting'),
  createMeetingTask: route('/createMeetingsNotes/:meetingId/:teamId/:agendaItemId/:taskId', 'Create Task'),
  createAgendaItem: route('/createAgendaItem/:agendaId/:meetingId/:agendaItemId', 'Add Agenda Item'),
  assignTask: route('/assignTask/:teamId/:userId/:goalId', 'Assign Task'),
  editTask: route('/editTask/:taskId', 'Edit Task'),
  taskNotes: route('/taskNotes/:taskId', 'Task Notes'),
  teamTasks: route('/teamTasks/:goalId', 'Team Tasks'),
  createGoal: route('/createGoal/:goalId', 'Create A Goal'),
  createDistrictGoal: route('/createDistrictGoal/:goalId', 'Add/Edit District Goal'),
  createSchoolGoal: route('/createSchoolGoal/:goalId', 'Add/Edit School Goal'),
  createTeam: route('/createTeam/:groupId', 'Create Team'),
  teamNorms: route('/groupNorms/:teamId', 'Team Norms'),
  studentGroups: route('/studentGroups/:groupId', 'Student Groups'),
  studentNotes: route('/studentNotes/:groupId/:userId', 'Student Notes'),
  createStudentNote: route('/createStudentNote/:groupId/:studentId/:noteId', 'Create Student Note'),
  studentComments: route('/studentComments/:groupId/:noteId', 'Student Comments'),
  createStudentComment: route('/createStudentComment/:groupId/:noteId/:commentId', 'Create Student Comment'),
  createStudent: route('/createStudent/:studentId', 'Create Student'),
  createStaffer: route('/createStaffer/:staffId', 'Create Staffer'),
  myAccount: route('/myAccount', 'My Account'),
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

  // Super admins only.
  superAdmin: route('/superAdmin', 'Super Admin'),
  schoolAccessReport: route('/schoolAccessReport', 'Schools Accessed Report'),
  impersonate: route('/impersonate/:userId/:locationId', 'Impersonate'),
} as const;

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
