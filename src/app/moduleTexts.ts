import type { AppModule, ModuleRoute, ModuleSlots } from '@/lib/appModule';
import { withCatalogs } from '@/lib/i18n/i18n';

/**
 * A module's texts load with whatever of it loads: its pages, its quick-search source and the
 * panels it lends through slots (docs/rules/i18n.md#library-and-catalogues). A page may show
 * texts of the modules it uses (an order's status on the dashboard), so their catalogues come too.
 */
export function withTexts(modules: readonly AppModule[]): AppModule[] {
  const byName = new Map(modules.map((m) => [m.name, m]));
  const usedBy = (module: AppModule, seen = new Set<string>()): Set<string> => {
    for (const name of module.uses ?? []) {
      if (seen.has(name)) continue;
      seen.add(name);
      const used = byName.get(name);
      if (used) usedBy(used, seen);
    }
    return seen;
  };
  return modules.map((module) => {
    const catalogs = [module.catalogs, ...[...usedBy(module)].map((name) => byName.get(name)?.catalogs)];
    const withModuleTexts = <T>(load: () => Promise<T>) => withCatalogs(load, catalogs);
    // Routes that share a page keep sharing one load (src/app/routes.tsx dedupes by the function).
    const pages = new Map<ModuleRoute['page'], ModuleRoute['page']>();
    const page = (load: ModuleRoute['page']) => pages.get(load) ?? pages.set(load, withModuleTexts(load)).get(load) ?? load;
    const slots =
      module.slots &&
      (Object.fromEntries(
        Object.entries(module.slots).map(([key, load]: [string, () => Promise<unknown>]) => [key, withModuleTexts(load)]),
      ) as ModuleSlots);
    return {
      ...module,
      routes: module.routes.map((route) => ({ ...route, page: page(route.page) })),
      ...(module.searchSources
        ? { searchSources: module.searchSources.map((source) => ({ ...source, load: withModuleTexts(source.load) })) }
        : {}),
      ...(slots ? { slots } : {}),
    };
  });
}
