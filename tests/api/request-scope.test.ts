/**
 * The production server calls the API's route handlers directly (scripts/api-router.mjs), outside Next.js's
 * request scope: nothing an API route imports, however indirectly, may use what needs that scope. ESLint refuses
 * the imports in app/api and lib/api; this follows every import from every route file (NextAuth's route, which
 * Next.js still serves, aside) through the whole project.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
/** Modules that need Next.js's request scope (headers(), cookies(), redirect(), revalidatePath(), after(), NextRequest). */
const NEEDS_REQUEST_SCOPE = new Set(['next/headers', 'next/navigation', 'next/cache', 'next/server']);
const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full.endsWith(path.join('app', 'api', 'auth')) ? [] : routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : undefined;
  if (!base) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Every module reachable from `entries` whose code imports one of NEEDS_REQUEST_SCOPE, with the import chain. */
function requestScopeUses(entries: string[]): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const queue = entries.map((file) => ({ file, chain: [path.relative(ROOT, file)] }));
  while (queue.length) {
    const { file, chain } = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const typeOnly = Boolean(match[2]);
      const specifier = match[3] ?? match[4];
      if (NEEDS_REQUEST_SCOPE.has(specifier)) {
        if (!typeOnly) found.push(`${chain.join(' → ')} imports ${specifier}`);
        continue;
      }
      const next = resolveLocal(file, specifier);
      if (next && !typeOnly && /\.tsx?$/.test(next)) queue.push({ file: next, chain: [...chain, path.relative(ROOT, next)] });
    }
  }
  return found;
}

describe('the API routes’ request scope', () => {
  const routes = routeFiles(path.join(ROOT, 'app', 'api'));

  it('finds the route files and follows their imports', () => {
    expect(routes.length).toBeGreaterThan(50);
    // The check can fail: the pages' session helper needs the scope, and is found when followed.
    expect(requestScopeUses([path.join(ROOT, 'lib', 'auth', 'session.ts')])).toEqual(['lib/auth/session.ts imports next/headers', 'lib/auth/session.ts imports next/navigation']);
  });

  it('reaches nothing that needs Next.js’s request scope', () => {
    expect(requestScopeUses(routes)).toEqual([]);
  });
});
