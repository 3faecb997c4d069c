import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LoadingScreen } from '../components/loading-screen';
import { RequireRole } from './guards/require-role';
import { SessionGate } from './guards/session-gate';
import { SignedOutOnly } from './guards/signed-out-only';
import { type AppPath, paths } from '../config/paths';
import type { RouteHandle } from './route-handle';
import { RouteError } from './routes/route-error';

// Every screen is its own chunk, so the first load carries only the frame.
const LoginRoute = lazy(() => import('./routes/login'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));
const ManageStaffRoute = lazy(() => import('./routes/manage-staff'));
const ManageStudentsRoute = lazy(() => import('./routes/manage-students'));
const CreateStafferRoute = lazy(() => import('./routes/create-staffer'));
const CreateStudentRoute = lazy(() => import('./routes/create-student'));
const ManageTeamsRoute = lazy(() => import('./routes/manage-teams'));
const MyTeamsRoute = lazy(() => import('./routes/my-teams'));
const CreateTeamRoute = lazy(() => import('./routes/create-team'));
const TeamNormsRoute = lazy(() => import('./routes/team-norms'));
const ManageAgendaTypesRoute = lazy(() => import('./routes/manage-agenda-types'));
const StudentGroupsRoute = lazy(() => import('./routes/student-groups'));
const StudentNotesRoute = lazy(() => import('./routes/student-notes'));
const CreateStudentNoteRoute = lazy(() => import('./routes/create-student-note'));
const StudentCommentsRoute = lazy(() => import('./routes/student-comments'));
const CreateStudentCommentRoute = lazy(() => import('./routes/create-student-comment'));
const DashboardRoute = lazy(() => import('./routes/dashboard'));
const DistrictGoalsRoute = lazy(() => import('./routes/district-goals'));
const SchoolGoalsRoute = lazy(() => import('./routes/school-goals'));
const TeamGoalsRoute = lazy(() => import('./routes/team-goals'));
const CreateGoalRoute = lazy(() => import('./routes/create-goal'));
const TeamTasksRoute = lazy(() => import('./routes/team-tasks'));
const AssignTaskRoute = lazy(() => import('./routes/assign-task'));
const EditTaskRoute = lazy(() => import('./routes/edit-task'));
const TaskNotesRoute = lazy(() => import('./routes/task-notes'));
const ManageDistrictGoalsRoute = lazy(() => import('./routes/manage-district-goals'));
const ManageSchoolGoalsRoute = lazy(() => import('./routes/manage-school-goals'));
const CreateDistrictGoalRoute = lazy(() => import('./routes/create-district-goal'));
const CreateSchoolGoalRoute = lazy(() => import('./routes/create-school-goal'));
const MeetingsRoute = lazy(() => import('./routes/meetings'));
const MeetingAgendaRoute = lazy(() => import('./routes/meeting-agenda'));
const MeetingNotesRoute = lazy(() => import('./routes/meeting-notes'));
const MeetingTasksRoute = lazy(() => import('./routes/meeting-tasks'));
const CreateMeetingRoute = lazy(() => import('./routes/create-meeting'));
const CreateMeetingTaskRoute = lazy(() => import('./routes/create-meeting-task'));
const CreateAgendaItemRoute = lazy(() => import('./routes/create-agenda-item'));
const MyAccountRoute = lazy(() => import('./routes/my-account'));
const ZoomIntegrationResponseRoute = lazy(() => import('./routes/zoom-integration-response'));
const HelpRoute = lazy(() => import('./routes/help'));
const SettingsRoute = lazy(() => import('./routes/settings'));
const SuperAdminRoute = lazy(() => import('./routes/super-admin'));
const SchoolAccessReportRoute = lazy(() => import('./routes/school-access-report'));
const ImpersonateRoute = lazy(() => import('./routes/impersonate'));

/** A signed-in route and its screen; `index` makes it the route of "/". */
const screen = (appPath: AppPath, Screen: ComponentType, index = false): RouteObject => {
  const handle: RouteHandle = appPath;
  return index
    ? { index: true, handle, element: <Screen /> }
    : { path: appPath.path, handle, element: <Screen /> };
};

const memberRoutes: RouteObject[] = [
  screen(paths.dashboard, DashboardRoute, true),
  screen(paths.districtGoals, DistrictGoalsRoute),
  screen(paths.schoolGoals, SchoolGoalsRoute),
  screen(paths.teamGoals, TeamGoalsRoute),
  screen(paths.createGoal, CreateGoalRoute),
  screen(paths.teamTasks, TeamTasksRoute),
  screen(paths.assignTask, AssignTaskRoute),
  screen(paths.editTask, EditTaskRoute),
  screen(paths.taskNotes, TaskNotesRoute),
  screen(paths.myTeams, MyTeamsRoute),
  screen(paths.createTeam, CreateTeamRoute),
  screen(paths.teamNorms, TeamNormsRoute),
  screen(paths.studentGroups, StudentGroupsRoute),
  screen(paths.studentNotes, StudentNotesRoute),
  screen(paths.createStudentNote, CreateStudentNoteRoute),
  screen(paths.studentComments, StudentCommentsRoute),
  screen(paths.createStudentComment, CreateStudentCommentRoute),
  screen(paths.meetings, MeetingsRoute),
  screen(paths.meetingAgenda, MeetingAgendaRoute),
  screen(paths.meetingNotes, MeetingNotesRoute),
  screen(paths.meetingTasks, MeetingTasksRoute),
  screen(paths.createMeeting, CreateMeetingRoute),
  screen(paths.createMeetingTask, CreateMeetingTaskRoute),
  screen(paths.createAgendaItem, CreateAgendaItemRoute),
  screen(paths.myAccount, MyAccountRoute),
  screen(paths.zoomIntegrationResponse, ZoomIntegrationResponseRoute),
  screen(paths.help, HelpRoute),
];

const adminRoutes: RouteObject[] = [
  screen(paths.manageStaff, ManageStaffRoute),
  screen(paths.manageStudents, ManageStudentsRoute),
  screen(paths.createStaffer, CreateStafferRoute),
  screen(paths.createStudent, CreateStudentRoute),
  screen(paths.manageTeams, ManageTeamsRoute),
  screen(paths.manageAgendaTypes, ManageAgendaTypesRoute),
  screen(paths.manageDistrictGoals, ManageDistrictGoalsRoute),
  screen(paths.manageSchoolGoals, ManageSchoolGoalsRoute),
  screen(paths.createDistrictGoal, CreateDistrictGoalRoute),
  screen(paths.createSchoolGoal, CreateSchoolGoalRoute),
  screen(paths.admin, SettingsRoute),
];

const superAdminRoutes: RouteObject[] = [
  screen(paths.superAdmin, SuperAdminRoute),
  screen(paths.schoolAccessReport, SchoolAccessReportRoute),
  screen(paths.impersonate, ImpersonateRoute),
];

function RootLayout() {
  return (
    <Suspense fallback={<LoadingScreen label="Loading PLC Hub" fullPage />}>
      <ScrollRestoration />
      <Outlet />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: paths.login.path,
        element: (
          <SignedOutOnly>
            <LoginRoute />
          </SignedOutOnly>
        ),
      },
      { path: paths.resetPassword.path, element: <ResetPasswordRoute /> },
      {
        element: <SessionGate />,
        children: [
          ...memberRoutes,
          { element: <RequireRole role="admin" />, children: adminRoutes },
          { element: <RequireRole role="superAdmin" />, children: superAdminRoutes },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
