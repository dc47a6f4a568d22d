/**
 * The first paint of a page shows its content, not its skeleton for 300 ms more.
 *
 * A page with a loading.tsx is streamed: the skeleton goes out with the layout, the content follows when its
 * data is read (a few milliseconds later). Since React 19.2, the inline script that swaps streamed content in
 * batches the swaps: once the shell has painted (React notes the time in `window.$RT` on the first animation
 * frame), content that arrives later waits until 300 ms after that paint, so that several boundaries reveal
 * together. Our pages stream one boundary, so that only delayed every page by 300 ms — on a phone the content
 * (its heading, the largest text) then painted after the scripts had run, and the record pages' mobile LCP was
 * clearly worse than that of pages without a loading.tsx (measurements: docs/PERFORMANCE.md).
 *
 * This script (in the root layout's <head>, before React's) makes `$RT` a property that never takes a number:
 * React's runtime then reveals each boundary on the next frame after it arrives, as it does before the first
 * paint. Nothing else reads `$RT`. If a React upgrade renames it, the batching simply comes back:
 * lib/streaming-reveal.test.ts fails then, so the name can be followed.
 */
export const REVEAL_STREAMED_AT_ONCE =
  "Object.defineProperty(window,'$RT',{configurable:true,get:function(){},set:function(){}});";
