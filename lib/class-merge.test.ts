import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';
import { cn } from './utils';

/** Every string literal in the app's source that reads like a class list (a known utility among its words). */
function classLiterals(): { literals: string[]; tables: string[] } {
  const literals = new Set<string>();
  const tables = new Set<string>();
  const looksLikeClasses = /(^|\s)([a-z-]+:)*-?(flex|grid|text-|bg-|p[xytrbl]?-|m[xytrbl]?-|w-|h-|size-|rounded|border|font-|gap-|items-|justify-|hidden|block|inline|absolute|relative|space-|shadow|ring|outline|opacity|sr-only|truncate|min-|max-)/;
  function* walk(dir: string): Generator<string> {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
    }
  }
  for (const dir of ['components', 'app', 'lib']) {
    for (const file of walk(join(process.cwd(), dir))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(["'`])((?:(?!\1)[^\\\n$])*)\1/g)) {
        const value = match[2].trim();
        // The group tables of class-merge.ts are classes to compare, not class lists.
        if (value && looksLikeClasses.test(value)) (file.endsWith('class-merge.ts') ? tables : literals).add(value);
      }
    }
  }
  return { literals: [...literals], tables: [...tables] };
}

const { literals, tables } = classLiterals();
const classes = [...new Set([...literals, ...tables].flatMap((l) => l.split(/\s+/)))];

describe('mergeClasses (cn) merges as tailwind-merge does', () => {
  it('finds the class lists of the app', () => {
    expect(literals.length).toBeGreaterThan(300);
    expect(classes).toContain('px-3');
    expect(classes).toContain('text-muted-foreground');
  });

  it('on every class list written in the app', () => {
    const differ = literals.filter((l) => mergeClasses(l) !== twMerge(l));
    expect(differ.map((l) => [l, mergeClasses(l), twMerge(l)])).toEqual([]);
  });

  it('on every ordered pair of classes written in the app', async () => {
    const differ: string[][] = [];
    for (const a of classes) {
      for (const b of classes) {
        const list = `${a} ${b}`;
        const mine = mergeClasses(list);
        const theirs = twMerge(list);
        if (mine !== theirs) differ.push([list, mine, theirs]);
      }
    }
    if (process.env.DUMP_DIFF) (await import('node:fs')).writeFileSync(process.env.DUMP_DIFF, JSON.stringify(differ));
    expect(differ.slice(0, 30), `${differ.length} pairs differ`).toEqual([]);
    // Quadratic in the classes the app writes (~5 s alone on 2 cores, more each module): room for a loaded CI machine.
  }, 180_000);

  it.each([
    ['px-4 py-2 p-3', 'p-3'],
    ['p-3 px-4', 'p-3 px-4'],
    ['text-sm text-muted-foreground text-lg', 'text-muted-foreground text-lg'],
    ['leading-none text-sm', 'text-sm'],
    ['hover:bg-muted focus:bg-muted hover:bg-accent', 'focus:bg-muted hover:bg-accent'],
    ['sm:hover:px-2 hover:sm:px-3', 'hover:sm:px-3'],
    ['bg-black/50 bg-white', 'bg-white'],
    ['w-4 h-4 size-6', 'size-6'],
    ['-mx-1 mx-2', 'mx-2'],
    ['!px-2 px-3', '!px-2 px-3'],
    ['animate-in animate-in fade-in-0', 'animate-in animate-in fade-in-0'],
    ['[&>svg]:size-4 [&>svg]:size-3', '[&>svg]:size-3'],
    ['border border-0 border-red-500 border-b', 'border-0 border-red-500 border-b'],
    ['  flex   hidden ', 'hidden'],
  ])('%s → %s (as tailwind-merge)', (input, expected) => {
    expect(twMerge(input)).toBe(expected);
    expect(mergeClasses(input)).toBe(expected);
  });

  it('cn joins conditional classes and merges them', () => {
    expect(cn('px-4 text-sm', false && 'hidden', undefined, { 'font-medium': true, italic: false }, 'px-2')).toBe('text-sm font-medium px-2');
  });
});
