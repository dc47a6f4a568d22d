// Types of scripts/api-router.mjs (plain JavaScript: scripts/server.mjs runs it without a build step).
import type { IncomingMessage, ServerResponse } from 'node:http';

type Route = { page: string; file: string | undefined };
export type ApiRouteTable =
  | { problem: string }
  | {
      problem?: undefined;
      staticRoutes: Map<string, Route>;
      dynamicRoutes: (Route & { regex: RegExp; names: string[] })[];
      detours: RegExp[];
      headerRules: unknown[];
    };

export function loadApiRoutes(distDir: string): ApiRouteTable;
export function matchApiRoute(table: Exclude<ApiRouteTable, { problem: string }>, pathname: string): { route: Route; params: Record<string, string> } | null;
export function routedPath(target: string): string;
export function createApiRouter(options: {
  distDir: string;
  hostname: string;
  port: number;
  fallback: (req: IncomingMessage, res: ServerResponse) => unknown;
}): ((req: IncomingMessage, res: ServerResponse) => void) | null;
export const PROVEN_NEXT_VERSION: string;
export function directPathOff(options: { setting?: string; nextVersion?: string }): string | undefined;
