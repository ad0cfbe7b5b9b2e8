// The module definition types live in src/lib/appModule.ts (modules must not import the app);
// re-exported here for the files that still import them from the app.
export type { AppModule, ModuleRoute, PrefetchContext, RoutePrefetch, SearchHook, SearchResult, SearchSource } from '@/lib/appModule';
