// Types of scripts/logger.mjs (plain JavaScript: scripts/server.mjs runs it without a build step).
export type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export const LEVELS: Record<Level, number>;
export function parseLogLevel(value: string | undefined): Level;
export function redact(text: unknown): string;
export type Logger = {
  enabled(level: Level): boolean;
  log(level: Exclude<Level, 'silent'>, fields: Record<string, unknown>): void;
  message(level: Exclude<Level, 'silent'>, ...args: unknown[]): void;
};
export function createLogger(options?: { level?: string; write?: (line: string) => void }): Logger;
export function routeConsole(logger: Logger): void;
export function requestLevel(status: number): Level;
