/**
 * Cycle detection for nested BOMs. Pure: the service loads the reachable part of the BOM graph with one
 * recursive query and asks this function; unit-tested in cycle.test.ts.
 */

/** product id → the component ids of its BOM. */
export type BomGraph = ReadonlyMap<number, readonly number[]>;

/**
 * Would giving `productId` a BOM with `componentIds` create a cycle? Returns the shortest cycle as a path
 * `[productId, component, …, productId]`, or null. The product's current BOM in `graph` is ignored: it is
 * what the new one replaces.
 */
export function findBomCycle(productId: number, componentIds: readonly number[], graph: BomGraph): number[] | null {
  const parent = new Map<number, number>();
  const queue: number[] = [];
  for (const component of componentIds) {
    if (component === productId) return [productId, productId];
    if (!parent.has(component)) {
      parent.set(component, productId);
      queue.push(component);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    for (const child of graph.get(node) ?? []) {
      if (child === productId) return pathTo(node, productId, parent);
      if (!parent.has(child)) {
        parent.set(child, node);
        queue.push(child);
      }
    }
  }
  return null;
}

function pathTo(node: number, productId: number, parent: Map<number, number>): number[] {
  const path = [productId];
  for (let current = node; current !== productId; current = parent.get(current)!) path.unshift(current);
  path.unshift(productId);
  return path;
}

/** Build a graph from `(product_id, item_id)` edge rows. */
export function graphFromEdges(edges: readonly { product_id: number; item_id: number }[]): Map<number, number[]> {
  const graph = new Map<number, number[]>();
  for (const { product_id, item_id } of edges) {
    const list = graph.get(product_id);
    if (list) list.push(item_id);
    else graph.set(product_id, [item_id]);
  }
  return graph;
}
