import type { AppModule, RoutePrefetch } from '@/app/moduleTypes';
import { routeRule } from '@/app/routeTable';
import { PATHS } from '@/config/paths';

const loadList = () => import('./pages/PermissionListPage').then((m) => m.PermissionListPage);
const loadEdit = () => import('./pages/PermissionEditPage').then((m) => m.PermissionEditPage);

const prefetchList: RoutePrefetch = ({ dispatch }) =>
  import('./api').then(({ permissionsApi }) => dispatch(permissionsApi.util.prefetch('getPermissions', {}, {})));

/** Pages of this module; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: [
    { ...routeRule(PATHS.permissions), load: loadList, prefetch: prefetchList },
    { ...routeRule(PATHS.permissionNew), load: loadEdit },
    { ...routeRule('/permission/:permissionId'), load: loadEdit },
  ],
};
