import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './json-depth';

describe('jsonDepthExceeds', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonDepthExceeds('[[[]]]', 3)).toBe(false);
    expect(jsonDepthExceeds('[[[[]]]]', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":"[[[[[[","b":"\\"[[[["}', 1)).toBe(false);
    expect(jsonDepthExceeds('['.repeat(400_000), 64)).toBe(true);
  });
});
