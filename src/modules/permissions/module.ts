import { msg } from '@lingui/core/macro';
import { PATHS } from '@/config/paths';
import { PERMISSIONS as P } from '@/config/permissions';
import { recordRoutes, storeRoute, type AppModule, type RoutePrefetch } from '@/lib/appModule';

const prefetchList: RoutePrefetch = ({ dispatch }) =>
  import('./api').then(({ permissionsApi }) => dispatch(permissionsApi.util.prefetch('getPermissions', {}, {})));

/** Permissions: the list and the edit page (new and one record). */
export const permissionsModule: AppModule = {
  name: 'permissions',
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['staff'],
  routes: [
    storeRoute(
      PATHS.permissions,
      msg`Permissions`,
      P.permissionsRead,
      () => import('./pages/PermissionListPage').then((m) => m.PermissionListPage),
      {
        prefetch: prefetchList,
      },
    ),
    ...recordRoutes(
      { newPath: PATHS.permissionNew, route: PATHS.permissionRoute },
      { create: msg`New permission`, record: msg`Permission`, back: msg`All permissions` },
      P.permissionsWrite,
      P.permissionsWrite,
      () => import('./pages/PermissionEditPage').then((m) => m.PermissionEditPage),
    ),
  ],
  menu: [{ key: 'permissions', label: msg`Permissions`, icon: 'shield', path: PATHS.permissions, section: 'administration', order: 210 }],
};
