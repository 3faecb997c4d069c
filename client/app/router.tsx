import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LoadingScreen } from '../components/loading-screen';
import { RequireRole } from './guards/require-role';
import { SessionGate } from './guards/session-gate';
import { SignedOutOnly } from './guards/signed-out-only';
import { type AppPath, paths } from './paths';
import type { RouteHandle } from './route-handle';
import { RouteError } from './routes/route-error';

// Every screen is its own chunk, so the first load carries only the frame.
const LoginRoute = lazy(() => import('./routes/login'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));
const ComingSoonRoute = lazy(() => import('./routes/coming-soon'));

/** A signed-in route whose screen is still to be built. */
const comingSoon = (appPath: AppPath, index = false): RouteObject => {
  const handle: RouteHandle = { title: appPath.title };
  const element = <ComingSoonRoute title={appPath.title} />;
  return index ? { index: true, handle, element } : { path: appPath.path, handle, element };
};

const memberRoutes: RouteObject[] = [
  comingSoon(paths.dashboard, true),
  ...[
    paths.myTeams,
    paths.districtGoals,
    paths.schoolGoals,
    paths.teamGoals,
    paths.meetings,
    paths.meetingAgenda,
    paths.meetingNotes,
    paths.meetingTasks,
    paths.createMeeting,
    paths.createMeetingTask,
    paths.createAgendaItem,
    paths.assignTask,
    paths.editTask,
    paths.taskNotes,
    paths.teamTasks,
    paths.createGoal,
    paths.createDistrictGoal,
    paths.createSchoolGoal,
    paths.createTeam,
    paths.teamNorms,
    paths.studentGroups,
    paths.studentNotes,
    paths.createStudentNote,
    paths.studentComments,
    paths.createStudentComment,
    paths.createStudent,
    paths.createStaffer,
    paths.myAccount,
    paths.help,
    paths.zoomIntegrationResponse,
  ].map((appPath) => comingSoon(appPath)),
];

const adminRoutes: RouteObject[] = [
  paths.admin,
  paths.manageAgendaTypes,
  paths.manageStaff,
  paths.manageStudents,
  paths.manageTeams,
  paths.manageDistrictGoals,
  paths.manageSchoolGoals,
].map((appPath) => comingSoon(appPath));

const superAdminRoutes: RouteObject[] = [paths.superAdmin, paths.schoolAccessReport, paths.impersonate].map(
  (appPath) => comingSoon(appPath),
);

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
