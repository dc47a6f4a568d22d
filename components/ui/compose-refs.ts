import type * as React from 'react';

/** One ref callback for several refs (a component's own and the caller's); React 19 cleanups run for each. */
export function composeRefs<T>(...refs: (React.Ref<T> | undefined)[]): React.RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(node);
      if (ref) (ref as React.RefObject<T | null>).current = node;
    });
    return () => {
      refs.forEach((ref, i) => {
        const cleanup = cleanups[i];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) (ref as React.RefObject<T | null>).current = null;
      });
    };
  };
}
