import { Suspense } from 'react';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  Outlet,
  type RouteObject,
  ScrollRestoration,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LoadingScreen } from '../components/loading-screen';
import { loadRichTextEditor } from '../components/lazy-rich-text-editor';
import { authStorage } from '../lib/auth-storage';
import { queryClient } from '../lib/query-client';
import { RequireRole } from './guards/require-role';
import { sessionGateLoader, SessionGate } from './guards/session-gate';
import { SignedOutOnly } from './guards/signed-out-only';
import { type AppPath, paths } from '../config/paths';
import { chunkArrived, type LazyScreen, lazyScreen, preloadChunk } from './lazy-screen';
import type { RouteHandle } from './route-handle';
import {
  type Prefetch,
  prefetchAgendaTemplates,
  prefetchDashboard,
  prefetchMeetings,
  prefetchMyTeams,
  prefetchNotifications,
} from './route-prefetch';
import { RouteError } from './routes/route-error';

// Every screen is its own chunk, so the first load carries only the frame. Each route's loader starts its
// chunk and its first queries together when navigation to it starts (for the first URL, as the router is
// created while the entry module runs), instead of one after the other once React renders it.
const LoginRoute = lazyScreen(() => import('./routes/login'));
const ResetPasswordRoute = lazyScreen(() => import('./routes/reset-password'));
const NotFoundRoute = lazyScreen(() => import('./routes/not-found'));
const ManageStaffRoute = lazyScreen(() => import('./routes/manage-staff'));
const ManageStudentsRoute = lazyScreen(() => import('./routes/manage-students'));
const CreateStafferRoute = lazyScreen(() => import('./routes/create-staffer'));
const CreateStudentRoute = lazyScreen(() => import('./routes/create-student'));
const ManageTeamsRoute = lazyScreen(() => import('./routes/manage-teams'));
const MyTeamsRoute = lazyScreen(() => import('./routes/my-teams'));
const TeamHomeRoute = lazyScreen(() => import('./routes/team-home'));
const CreateTeamRoute = lazyScreen(() => import('./routes/create-team'));
const TeamNormsRoute = lazyScreen(() => import('./routes/team-norms'));
const AgendaTemplatesRoute = lazyScreen(() => import('./routes/agenda-templates'));
const AgendaTemplateRoute = lazyScreen(() => import('./routes/agenda-template'));
const ManageAgendaTypesRoute = lazyScreen(() => import('./routes/manage-agenda-types'));
const SchoolSettingsRoute = lazyScreen(() => import('./routes/school-settings'));
const StudentGroupsRoute = lazyScreen(() => import('./routes/student-groups'));
const StudentNotesRoute = lazyScreen(() => import('./routes/student-notes'));
const CreateStudentNoteRoute = lazyScreen(() => import('./routes/create-student-note'));
const StudentCommentsRoute = lazyScreen(() => import('./routes/student-comments'));
const CreateStudentCommentRoute = lazyScreen(() => import('./routes/create-student-comment'));
const DashboardRoute = lazyScreen(() => import('./routes/dashboard'));
const DistrictGoalsRoute = lazyScreen(() => import('./routes/district-goals'));
const SchoolGoalsRoute = lazyScreen(() => import('./routes/school-goals'));
const TeamGoalsRoute = lazyScreen(() => import('./routes/team-goals'));
const TasksOfTeamRoute = lazyScreen(() => import('./routes/tasks-of-team'));
const CreateGoalRoute = lazyScreen(() => import('./routes/create-goal'));
const TeamTasksRoute = lazyScreen(() => import('./routes/team-tasks'));
const AssignTaskRoute = lazyScreen(() => import('./routes/assign-task'));
const EditTaskRoute = lazyScreen(() => import('./routes/edit-task'));
const TaskNotesRoute = lazyScreen(() => import('./routes/task-notes'));
const ManageDistrictGoalsRoute = lazyScreen(() => import('./routes/manage-district-goals'));
const ManageSchoolGoalsRoute = lazyScreen(() => import('./routes/manage-school-goals'));
const CreateDistrictGoalRoute = lazyScreen(() => import('./routes/create-district-goal'));
const CreateSchoolGoalRoute = lazyScreen(() => import('./routes/create-school-goal'));
const MeetingsRoute = lazyScreen(() => import('./routes/meetings'));
const MeetingAgendaRoute = lazyScreen(() => import('./routes/meeting-agenda'));
const MeetingNotesRoute = lazyScreen(() => import('./routes/meeting-notes'));
const MeetingRoomRoute = lazyScreen(() => import('./routes/meeting-room'));
const MeetingTasksRoute = lazyScreen(() => import('./routes/meeting-tasks'));
const CreateMeetingRoute = lazyScreen(() => import('./routes/create-meeting'));
const MeetingSeriesRoute = lazyScreen(() => import('./routes/meeting-series'));
const CreateMeetingTaskRoute = lazyScreen(() => import('./routes/create-meeting-task'));
const CreateAgendaItemRoute = lazyScreen(() => import('./routes/create-agenda-item'));
const MyAccountRoute = lazyScreen(() => import('./routes/my-account'));
const NotificationsRoute = lazyScreen(() => import('./routes/notifications'));
const SearchRoute = lazyScreen(() => import('./routes/search'));
const InsightsRoute = lazyScreen(() => import('./routes/insights'));
const AuditLogRoute = lazyScreen(() => import('./routes/audit-log'));
const ImportRosterRoute = lazyScreen(() => import('./routes/import-roster'));
const TeamInsightsRoute = lazyScreen(() => import('./routes/team-insights'));
const ZoomIntegrationResponseRoute = lazyScreen(() => import('./routes/zoom-integration-response'));
const HelpRoute = lazyScreen(() => import('./routes/help'));
const SettingsRoute = lazyScreen(() => import('./routes/settings'));
const SuperAdminRoute = lazyScreen(() => import('./routes/super-admin'));
const SchoolAccessReportRoute = lazyScreen(() => import('./routes/school-access-report'));
const ImpersonateRoute = lazyScreen(() => import('./routes/impersonate'));
const SsoProvidersRoute = lazyScreen(() => import('./routes/sso-providers'));

interface ScreenOptions {
  /** The route of "/". */
  index?: boolean;
  /** The screen's first queries, started with its chunk. */
  prefetch?: Prefetch;
  /** The screen edits rich text: the editor's chunk starts too, so the form does not wait for it. */
  needsEditor?: boolean;
}

/**
 * A signed-in route and its screen: navigation to it starts its first queries and waits for its chunk.
 * Signed out, the session gate shows the login page: nothing to start.
 */
const screen = (
  appPath: AppPath,
  { Component, preload }: LazyScreen,
  options: ScreenOptions = {},
): RouteObject => {
  const handle: RouteHandle = appPath;
  const loader = async ({ request }: LoaderFunctionArgs) => {
    if (authStorage.isAuthenticated()) {
      options.prefetch?.(queryClient, new URL(request.url));
      if (options.needsEditor) preloadChunk(loadRichTextEditor);
      await chunkArrived(preload);
    }
    return null;
  };
  const route = { handle, loader, element: <Component /> };
  return options.index ? { index: true, ...route } : { path: appPath.path, ...route };
};

/** A route anyone may open: navigation to it loads its chunk before it renders. */
const publicScreen = ({ Component, preload }: LazyScreen) => ({
  loader: async () => {
    await chunkArrived(preload);
    return null;
  },
  Component,
});

const memberRoutes: RouteObject[] = [
  screen(paths.dashboard, DashboardRoute, { index: true, prefetch: prefetchDashboard }),
  screen(paths.districtGoals, DistrictGoalsRoute),
  screen(paths.schoolGoals, SchoolGoalsRoute),
  screen(paths.teamGoals, TeamGoalsRoute),
  screen(paths.createGoal, CreateGoalRoute),
  screen(paths.teamTasks, TeamTasksRoute),
  screen(paths.tasksOfTeam, TasksOfTeamRoute),
  screen(paths.assignTask, AssignTaskRoute),
  screen(paths.editTask, EditTaskRoute),
  screen(paths.taskNotes, TaskNotesRoute, { needsEditor: true }),
  screen(paths.myTeams, MyTeamsRoute, { prefetch: prefetchMyTeams }),
  screen(paths.teamHome, TeamHomeRoute),
  screen(paths.createTeam, CreateTeamRoute),
  screen(paths.teamNorms, TeamNormsRoute),
  screen(paths.agendaTemplates, AgendaTemplatesRoute, { prefetch: prefetchAgendaTemplates }),
  screen(paths.agendaTemplate, AgendaTemplateRoute),
  screen(paths.studentGroups, StudentGroupsRoute),
  screen(paths.studentNotes, StudentNotesRoute),
  screen(paths.createStudentNote, CreateStudentNoteRoute, { needsEditor: true }),
  screen(paths.studentComments, StudentCommentsRoute),
  screen(paths.createStudentComment, CreateStudentCommentRoute),
  screen(paths.meetings, MeetingsRoute, { prefetch: prefetchMeetings }),
  screen(paths.meetingAgenda, MeetingAgendaRoute),
  screen(paths.meetingNotes, MeetingNotesRoute, { needsEditor: true }),
  screen(paths.meetingRoom, MeetingRoomRoute, { needsEditor: true }),
  screen(paths.meetingTasks, MeetingTasksRoute),
  screen(paths.createMeeting, CreateMeetingRoute),
  screen(paths.meetingSeries, MeetingSeriesRoute),
  screen(paths.createMeetingTask, CreateMeetingTaskRoute),
  screen(paths.createAgendaItem, CreateAgendaItemRoute, { needsEditor: true }),
  screen(paths.myAccount, MyAccountRoute),
  screen(paths.notifications, NotificationsRoute, { prefetch: prefetchNotifications }),
  screen(paths.search, SearchRoute),
  // No prefetch: its code would sit in every user's first load for a screen of admins and leads only.
  screen(paths.insights, InsightsRoute),
  screen(paths.teamInsights, TeamInsightsRoute),
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
  screen(paths.schoolSettings, SchoolSettingsRoute),
  screen(paths.auditLog, AuditLogRoute),
  screen(paths.importRoster, ImportRosterRoute),
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
  screen(paths.ssoProviders, SsoProvidersRoute),
];

const LOADING_APP = 'Loading PLC Hub';

function RootLayout() {
  return (
    <Suspense fallback={<LoadingScreen label={LOADING_APP} fullPage />}>
      <ScrollRestoration />
      <Outlet />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown until the first URL's loaders have returned: they wait for its screen's chunk.
    hydrateFallbackElement: <LoadingScreen label={LOADING_APP} fullPage />,
    errorElement: <RouteError />,
    children: [
      {
        path: paths.login.path,
        loader: publicScreen(LoginRoute).loader,
        element: (
          <SignedOutOnly>
            <LoginRoute.Component />
          </SignedOutOnly>
        ),
      },
      { path: paths.resetPassword.path, ...publicScreen(ResetPasswordRoute) },
      {
        element: <SessionGate />,
        loader: sessionGateLoader,
        children: [
          ...memberRoutes,
          { element: <RequireRole role="admin" />, children: adminRoutes },
          { element: <RequireRole role="superAdmin" />, children: superAdminRoutes },
        ],
      },
      { path: '*', ...publicScreen(NotFoundRoute) },
    ],
  },
];

const router = createBrowserRouter(routes);

/** Resolves once the first URL's loaders have returned: its screen then renders without a fallback. */
export const firstRouteLoaded = (): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

export function AppRouter() {
  return <RouterProvider router={router} />;
}
