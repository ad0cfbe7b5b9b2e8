import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * scripts/check-doc-refs.mjs run on a temporary tree (`--root`): a path written in backticks in a
 * doc must exist (issue #42).
 */
const SCRIPT = join(process.cwd(), 'scripts/check-doc-refs.mjs');
let root = '';

function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'doc-refs-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

function check(): { code: number; output: string } {
  try {
    return { code: 0, output: execFileSync(process.execPath, [SCRIPT, '--root', root], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (e) {
    const failure = e as { status: number; stdout: string; stderr: string };
    return { code: failure.status, output: failure.stdout + failure.stderr };
  }
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('check-doc-refs: backticked paths', () => {
  it('fails on a path in the README that does not exist, naming the file and line', () => {
    tree({
      'README.md':
        '# App\n\n```bash\nnpm install && npm start   # a long line in a fenced block\n```\n\nThe list is in `src/lib/list.ts`.\n',
      'src/lib/format.ts': '',
    });
    const { code, output } = check();
    expect(code).toBe(1);
    expect(output).toContain('README.md:7: `src/lib/list.ts`: no such file or folder');
  });

  it('fails on a missing path in docs/ and in a module README', () => {
    tree({
      'README.md': '# App\n',
      'docs/testing.md': '# Testing\n\nSee `scripts/gone.mjs`.\n',
      'src/modules/a/README.md': '# A\n\nIts routes: `routes.tsx` and `pages/APage.tsx`.\n',
    });
    const { code, output } = check();
    expect(code).toBe(1);
    expect(output).toContain('docs/testing.md:3: `scripts/gone.mjs`');
    expect(output).toContain('src/modules/a/README.md:3: `pages/APage.tsx`');
    expect(output).toContain('2 problem(s)');
  });

  it('passes paths that exist from the root or from the doc folder, with line suffixes and trailing slashes', () => {
    tree({
      'README.md':
        '# App\n\n`src/lib/format.ts:12`, `src/lib/format.ts:14-19`, `src/lib/`, `docs/rules/api.md#cache`, `@/lib/format.ts`.\n',
      'docs/testing.md': '# Testing\n\n`rules/api.md` and `../src/lib/format.ts`.\n',
      'docs/rules/api.md': '# API\n\n## Cache\n',
      'src/lib/format.ts': '',
      'src/modules/a/README.md': '# A\n\n`pages/APage.tsx` and `src/modules/a/pages/`.\n',
      'src/modules/a/pages/APage.tsx': '',
    });
    const { code, output } = check();
    expect(output).toContain('the backticked paths of 4 docs exist');
    expect(code).toBe(0);
  });

  it('leaves globs, URLs, URL paths, placeholders, commands, build outputs and fenced blocks alone', () => {
    tree({
      'README.md': [
        '# App',
        '`src/modules/*/schema.ts` `https://example.com/x.html` `/sign-in` `/api/` `src/modules/<m>/paths.ts`',
        '`GET v1/invoice/{id}/files` `npm run build` `dist-demo/` `reports/playwright-1.json` `v1/auth/login` `@/api/tags`',
        '```',
        'src/nothing/here.ts `src/nothing/here.ts`',
        '```',
        '',
      ].join('\n'),
    });
    const { code, output } = check();
    expect(output).toContain('the backticked paths of 1 docs exist');
    expect(code).toBe(0);
  });
});
