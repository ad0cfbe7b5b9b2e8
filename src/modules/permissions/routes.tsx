import type { AppModule, RoutePrefetch } from '@/app/moduleTypes';
import { PATHS } from '@/config/paths';
import { PERMISSIONS } from '@/config/permissions';

const loadList = () => import('./pages/PermissionListPage').then((m) => m.PermissionListPage);
const loadEdit = () => import('./pages/PermissionEditPage').then((m) => m.PermissionEditPage);

const prefetchList: RoutePrefetch = ({ dispatch }) =>
  import('./api').then(({ permissionsApi }) => dispatch(permissionsApi.util.prefetch('getPermissions', {}, {})));

/** Pages of this module; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: [
    { path: PATHS.permissions, title: 'Permissions', permission: PERMISSIONS.permissionsRead, requireStore: true, load: loadList, prefetch: prefetchList },
    { path: PATHS.permissionNew, title: 'New permission', permission: PERMISSIONS.permissionsWrite, requireStore: true, load: loadEdit },
    { path: '/permission/:permissionId', title: 'Permission', permission: PERMISSIONS.permissionsWrite, requireStore: true, load: loadEdit },
  ],
};
