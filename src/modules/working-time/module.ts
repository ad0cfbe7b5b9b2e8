import type { AppModule } from '@/lib/appModule';

/** The working-time law (docs/rules/working-time.md): no page of its own; its texts load with the pages that use it. */
export const workingTimeModule: AppModule = {
  name: 'working-time',
  catalogs: import.meta.glob('./locales/*.ts'),
  routes: [],
};
