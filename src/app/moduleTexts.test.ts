import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { activate, i18n } from '@/lib/i18n/i18n';
import type { AppModule } from '@/lib/appModule';
import { APP_MODULES } from './modules';
import { withTexts } from './moduleTexts';

afterEach(() => activate('en'));

/** The modules a module's code (tests aside) imports through their public entry. */
function importedModules(name: string): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [, used] of readFileSync(path, 'utf8').matchAll(/from '@\/modules\/([a-z-]+)'/g))
          if (used && used !== name) found.add(used);
      }
    }
  };
  walk(join(process.cwd(), 'src/modules', name));
  return [...found].sort();
}

describe('module texts', () => {
  it.each(APP_MODULES.map((m) => [m.name, m] as const))('%s declares the modules it uses', (name, module) => {
    expect([...(module.uses ?? [])].sort()).toEqual(importedModules(name));
  });

  it('a page loads its module’s texts and those of the modules it uses, in the active language', async () => {
    const catalog = (id: string, text: string) => ({ './locales/de.ts': () => Promise.resolve({ messages: { [id]: [text] } }) });
    const modules: AppModule[] = [
      { name: 'a', routes: [], catalogs: catalog('b-text', 'unused') },
      { name: 'b', routes: [], uses: ['c'], catalogs: catalog('b-text', 'Text von B') },
      { name: 'c', routes: [], catalogs: catalog('c-text', 'Text von C') },
      {
        name: 'page',
        uses: ['b'],
        catalogs: catalog('own', 'Eigener Text'),
        routes: [
          { path: '/x', title: { id: 'x' }, permission: 'suppliers.read', requireStore: false, page: () => Promise.resolve(() => null) },
        ],
      },
    ];
    activate('de');
    const [, , , page] = withTexts(modules);
    await page?.routes[0]?.page();
    expect([i18n._('own'), i18n._('b-text'), i18n._('c-text')]).toEqual(['Eigener Text', 'Text von B', 'Text von C']);
  });
});
