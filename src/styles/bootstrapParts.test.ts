import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * main.scss leaves out the Bootstrap parts no screen uses (issue #19). A screen that starts to use
 * one would render it unstyled, with nothing failing: this test fails instead, naming the file and
 * the import to add back. Each part: its import in main.scss, the react-bootstrap components that
 * need it, the classes it styles, and the namespaced tags that render it (`<Form.Range>`).
 */
const PARTS: { scss: string; components: string[]; classes: string[]; tags?: string[] }[] = [
  {
    scss: 'accordion',
    components: ['Accordion', 'AccordionBody', 'AccordionButton', 'AccordionCollapse', 'AccordionHeader', 'AccordionItem'],
    classes: ['accordion'],
  },
  { scss: 'breadcrumb', components: ['Breadcrumb', 'BreadcrumbItem'], classes: ['breadcrumb'] },
  { scss: 'carousel', components: ['Carousel', 'CarouselItem', 'CarouselCaption'], classes: ['carousel'] },
  { scss: 'navbar', components: ['Navbar', 'NavbarBrand', 'NavbarCollapse', 'NavbarOffcanvas', 'NavbarToggle'], classes: ['navbar'] },
  { scss: 'popover', components: ['Popover', 'PopoverBody', 'PopoverHeader', 'OverlayTrigger'], classes: ['popover'] },
  { scss: 'tooltip', components: ['Tooltip', 'OverlayTrigger'], classes: ['tooltip'] },
  { scss: 'toasts', components: ['Toast', 'ToastBody', 'ToastContainer', 'ToastHeader'], classes: ['toast'] },
  { scss: 'forms/form-range', components: ['FormRange'], classes: ['form-range'], tags: ['Form.Range'] },
  { scss: 'forms/floating-labels', components: ['FloatingLabel', 'FormFloating'], classes: ['form-floating'], tags: ['Form.Floating'] },
  { scss: 'forms/input-group', components: ['InputGroup', 'InputGroupText'], classes: ['input-group'] },
];

const SRC = resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The words of the string literals of a source, comments left out (class names live in strings). */
function stringWords(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1');
  return [...code.matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)].flatMap((m) => (m[2] ?? '').split(/[\s{}$]+/));
}

/** What `text` (the source of `name`) uses of the parts in `left`, one line each. */
function usesOf(name: string, text: string, left: typeof PARTS): string[] {
  const words = stringWords(text);
  const uses: string[] = [];
  for (const part of left) {
    for (const component of part.components) {
      if (text.includes(`from 'react-bootstrap/${component}'`))
        uses.push(`${name}: react-bootstrap/${component} needs @import 'bootstrap/scss/${part.scss}'`);
    }
    for (const cls of part.classes) {
      // The class or one of its elements and modifiers (`navbar`, `navbar-brand`) as a word of a string.
      if (words.some((w) => w === cls || w.startsWith(`${cls}-`)))
        uses.push(`${name}: class ${cls} needs @import 'bootstrap/scss/${part.scss}'`);
    }
    for (const tag of part.tags ?? []) {
      if (text.includes(`<${tag}`)) uses.push(`${name}: <${tag}> needs @import 'bootstrap/scss/${part.scss}'`);
    }
  }
  return uses;
}

describe('Bootstrap parts left out of main.scss', () => {
  const scss = readFileSync(resolve(__dirname, 'main.scss'), 'utf8');
  const imported = (part: string) => scss.includes(`@import 'bootstrap/scss/${part}';`);

  it('the stack in main.scss still has what every screen needs', () => {
    for (const part of ['root', 'reboot', 'forms/form-control', 'buttons', 'modal', 'utilities/api'])
      expect(imported(part), part).toBe(true);
  });

  it('no source file uses a part that main.scss leaves out', () => {
    const left = PARTS.filter((p) => !imported(p.scss));
    expect(left.length).toBeGreaterThan(0);
    const uses = sourceFiles(SRC).flatMap((file) => usesOf(relative(SRC, file), readFileSync(file, 'utf8'), left));
    expect(uses).toEqual([]);
  });

  it('the check finds each kind of use, and not the app’s own so-toast classes', () => {
    expect(usesOf('a.tsx', `import InputGroup from 'react-bootstrap/InputGroup';`, PARTS)).toHaveLength(1);
    expect(usesOf('b.tsx', `<nav className="navbar navbar-expand">`, PARTS)).toEqual([
      "b.tsx: class navbar needs @import 'bootstrap/scss/navbar'",
    ]);
    expect(usesOf('c.tsx', `<Form.Range min={0} />`, PARTS)).toEqual([
      "c.tsx: <Form.Range> needs @import 'bootstrap/scss/forms/form-range'",
    ]);
    expect(usesOf('d.tsx', `className={\`so-toast so-toast-primary\`}`, PARTS)).toEqual([]);
    expect(usesOf('e.tsx', `// the one toast helper, a navbar-like menu\nconst x = 1;`, PARTS)).toEqual([]);
    expect(usesOf('f.tsx', `cx('btn', open && 'input-group-text')`, PARTS)).toEqual([
      "f.tsx: class input-group needs @import 'bootstrap/scss/forms/input-group'",
    ]);
  });
});
