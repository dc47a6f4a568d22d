import type { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request being served, as scripts/server.mjs opened it (its id, and the user once the credential is
 * resolved), through the registered symbol it keeps its AsyncLocalStorage under: the server is plain
 * JavaScript outside the build. Without that server (tests, `next dev`) there is no context and these do nothing.
 */
type RequestContext = { id: string; userId: number | null };

const KEY = Symbol.for('moldline.requestContext');

function current(): RequestContext | undefined {
  return (globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>)[KEY]?.getStore();
}

/** Puts the signed-in user's id on the request's log line. */
export function noteRequestUser(userId: number): void {
  const context = current();
  if (context) context.userId = userId;
}

/** The X-Request-Id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return current()?.id;
}
