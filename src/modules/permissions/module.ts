import { msg } from '@lingui/core/macro';
import { type AppModule, type ModuleIcon, type RoutePrefetch } from '@/lib/appModule';
import { recordPages } from '@/lib/moduleRoutes';
import { PATHS } from './paths';
import { PERMISSION_PERMISSIONS } from './permissions';

const prefetch: RoutePrefetch = ({ dispatch }) =>
  import('./api').then(({ permissionsApi }) => dispatch(permissionsApi.util.prefetch('getPermissions', {}, {})));

const ICON: ModuleIcon = { path: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z' };

/** Permissions: the list and the edit page (new and one record). */
export const permissionsModule: AppModule = {
  name: 'permissions',
  permissions: [PERMISSION_PERMISSIONS],
  catalogs: import.meta.glob('./locales/*.ts'),
  uses: ['staff'],
  routes: recordPages(
    { list: PATHS.permissions, create: PATHS.permissionNew, record: PATHS.permissionRoute },
    { list: msg`Permissions`, create: msg`New permission`, record: msg`Permission`, back: msg`All permissions` },
    { read: 'permissions.read', write: 'permissions.write', record: 'permissions.write' },
    {
      list: () => import('./pages/PermissionListPage').then((m) => m.PermissionListPage),
      edit: () => import('./pages/PermissionEditPage').then((m) => m.PermissionEditPage),
    },
    { prefetch },
  ),
  menu: [{ key: 'permissions', label: msg`Permissions`, icon: ICON, path: PATHS.permissions, section: 'administration', order: 210 }],
};
