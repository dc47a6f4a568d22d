import { describe, expect, it } from 'vitest';
import { findBomCycle, graphFromEdges } from './cycle';

const graph = (edges: [number, number][]) => graphFromEdges(edges.map(([product_id, item_id]) => ({ product_id, item_id })));

describe('findBomCycle', () => {
  it('finds no cycle in a plain tree of nested BOMs', () => {
    // 1 (finished) → 2 (WIP) → 3 (resin); 1 → 4 (carton)
    const g = graph([
      [2, 3],
      [5, 3],
    ]);
    expect(findBomCycle(1, [2, 4], g)).toBeNull();
  });

  it('allows shared components (a diamond is not a cycle)', () => {
    const g = graph([
      [2, 4],
      [3, 4],
      [4, 9],
    ]);
    expect(findBomCycle(1, [2, 3], g)).toBeNull();
  });

  it('reports a product listed as its own component', () => {
    expect(findBomCycle(7, [3, 7], new Map())).toEqual([7, 7]);
  });

  it('finds a direct cycle: the component already uses the product', () => {
    expect(findBomCycle(1, [2], graph([[2, 1]]))).toEqual([1, 2, 1]);
  });

  it('finds a cycle through several levels and returns the shortest path', () => {
    const g = graph([
      [2, 3],
      [3, 4],
      [4, 1],
      [2, 5],
      [5, 1],
    ]);
    expect(findBomCycle(1, [6, 2], g)).toEqual([1, 2, 5, 1]);
  });

  it("ignores the product's own current BOM (it is being replaced)", () => {
    const g = graph([
      [1, 2],
      [2, 3],
    ]);
    expect(findBomCycle(1, [3], g)).toBeNull();
  });

  it('terminates on cycles that do not involve the product', () => {
    const g = graph([
      [2, 3],
      [3, 2],
    ]);
    expect(findBomCycle(1, [2], g)).toBeNull();
  });

  it('handles a long chain without recursion limits', () => {
    const edges: [number, number][] = [];
    for (let i = 2; i < 20_000; i++) edges.push([i, i + 1]);
    edges.push([20_000, 1]);
    const path = findBomCycle(1, [2], graph(edges));
    expect(path?.length).toBe(20_001);
    expect(path?.[0]).toBe(1);
    expect(path?.at(-1)).toBe(1);
  });
});
