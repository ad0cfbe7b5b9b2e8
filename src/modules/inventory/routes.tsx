import type { AppModule } from '@/app/moduleTypes';

/** Pages and quick-search sources this module adds. */
export const module: AppModule = { routes: [] };
