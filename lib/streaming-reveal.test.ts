import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { REVEAL_STREAMED_AT_ONCE } from './streaming-reveal';

const require = createRequire(import.meta.url);

describe('REVEAL_STREAMED_AT_ONCE', () => {
  // The server renderer Next.js streams pages with (its own copy of react-dom).
  const fizz = readFileSync(require.resolve('next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js'), 'utf8');

  it("follows React's runtime: it notes the shell's paint in $RT and batches reveals only when $RT is a number", () => {
    expect(fizz).toContain('requestAnimationFrame(function(){$RT=performance.now()})');
    expect(fizz).toContain('"number"!==typeof $RT?requestAnimationFrame($RV.bind(null,$RB))');
  });

  it('keeps $RT from ever holding a number, whatever is assigned', () => {
    const window: Record<string, unknown> = {};
    new Function('window', REVEAL_STREAMED_AT_ONCE)(window);
    window.$RT = 1234.5;
    expect(typeof window.$RT).not.toBe('number');
    expect(window.$RT).toBeUndefined();
  });
});
