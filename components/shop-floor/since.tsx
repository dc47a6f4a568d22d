'use client';

import * as React from 'react';

/** " since 14:05" in the browser's clock, written after hydration (the server's zone may differ from the browser's). */
const noSubscribe = () => () => {};
export function Since({ at }: { at: string }) {
  const hydrated = React.useSyncExternalStore(noSubscribe, () => true, () => false);
  if (!hydrated) return null;
  return <time dateTime={at}>{` since ${new Date(at).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' })}`}</time>;
}
