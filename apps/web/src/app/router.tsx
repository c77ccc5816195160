import { redirect, type RouteObject } from 'react-router';
import { createGuardLoader } from './guard/guard-loader';
import { AppLayout } from './layouts/app-layout';
import { RouteError } from './layouts/route-error';
import { meta } from './route-meta';
import { entryRoutes, personalCenterRoute } from './routes/account-routes';
import { page } from './routes/lazy-page';
import { publicRoutes } from './routes/public-routes';
import { PageLoading } from '../components/page-loading';

const contentRoutes: RouteObject[] = [
  ...publicRoutes,
  ...entryRoutes,
  personalCenterRoute,
  {
    path: 'redirect/*',
    handle: meta('Redirect', '跳转中'),
    // A loader redirect replaces the pending entry, so Back skips the /redirect hop.
    loader: ({ params, request }) =>
      redirect(`/${params['*'] ?? ''}${new URL(request.url).search}`),
    Component: () => null,
  },
  {
    path: '*',
    handle: meta('ErrorPage', '页面不存在'),
    lazy: page(() => import('../pages/not-found')),
  },
];

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: createGuardLoader(() => appRoutes),
    // The guard must see every navigation, not only the first (spec §4).
    shouldRevalidate: () => true,
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    // The pathless child keeps header and footer around a failed page.
    children: [{ ErrorBoundary: RouteError, children: contentRoutes }],
  },
];
