import type { AppModule, RoutePrefetch } from '@/app/moduleTypes';
import { pageRoutes, recordPages, type PageModule } from '@/app/moduleRoutes';
import { PATHS } from '@/config/paths';

const prefetchList: RoutePrefetch = ({ dispatch }) =>
  import('./api').then(({ permissionsApi }) => dispatch(permissionsApi.util.prefetch('getPermissions', {}, {})));

/** Pages of this module; paths and permissions as in routeTable.ts. */
export const module: AppModule = {
  routes: pageRoutes(
    import.meta.glob<PageModule>('./pages/*Page.tsx'),
    recordPages('Permission', PATHS.permissions, PATHS.permissionNew, PATHS.permissionRoute),
    { [PATHS.permissions]: prefetchList },
  ),
};
