import type { ZodError } from 'zod';

/**
 * Typed service errors. Services throw these; `lib/api/handler.ts` turns them into HTTP answers
 * through ERROR_STATUS, and pages turn NotFound into notFound(). Anything else is a 500.
 */
export type ErrorKind =
  | 'BadRequest'
  | 'Unauthenticated'
  | 'InvalidCredentials'
  | 'Forbidden'
  | 'NotFound'
  | 'Conflict'
  | 'PayloadTooLarge'
  | 'Validation'
  | 'Throttled'
  | 'Unavailable';

export const ERROR_STATUS: Record<ErrorKind, number> = {
  BadRequest: 400,
  Unauthenticated: 401,
  InvalidCredentials: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  Validation: 422,
  Throttled: 429,
  Unavailable: 503,
};

export type FieldErrors = Record<string, string[]>;

export class ServiceError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
    this.name = `${kind}Error`;
  }
}

export class BadRequestError extends ServiceError {
  constructor(message: string) {
    super('BadRequest', message);
  }
}

export class UnauthenticatedError extends ServiceError {
  constructor() {
    super('Unauthenticated', 'Unauthenticated.');
  }
}

export class InvalidCredentialsError extends ServiceError {
  constructor() {
    super('InvalidCredentials', 'Invalid credentials');
  }
}

/** Signed in, but the role may not do this (CONTRACT §9): "You do not have permission to create molds." */
export class ForbiddenError extends ServiceError {
  /** `permission`: the name in lib/auth/permissions.ts that was refused (written to the audit log). */
  constructor(
    what: string,
    readonly permission?: string,
  ) {
    super('Forbidden', `You do not have permission to ${what}.`);
  }
}

/** A request body over the limit (counted as it streams, whatever Content-Length says). */
export class PayloadTooLargeError extends ServiceError {
  constructor(limitBytes: number) {
    super('PayloadTooLarge', `The request body is too large (at most ${Math.round(limitBytes / 1_000_000)} MB).`);
  }
}

/** The server is busy (e.g. too many password checks at once): try again after `retryAfterSeconds`. */
export class UnavailableError extends ServiceError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('Unavailable', message);
  }
}

/** `new NotFoundError('Mold')` → "Mold not found". */
export class NotFoundError extends ServiceError {
  constructor(readonly entity: string) {
    super('NotFound', `${entity} not found`);
  }
}

export class ConflictError extends ServiceError {
  constructor(message = 'This record was changed by someone else since you loaded it. Reload it and try again.') {
    super('Conflict', message);
  }
}

export class ThrottledError extends ServiceError {
  constructor(readonly retryAfterSeconds: number) {
    super('Throttled', `Too many login attempts. Try again in ${retryAfterSeconds} seconds.`);
  }
}

export class ValidationError extends ServiceError {
  constructor(readonly errors: FieldErrors) {
    super('Validation', firstMessage(errors) ?? 'The given data was invalid.');
  }

  /** One field, one message: `ValidationError.field('mold_code', 'The mold code has already been taken.')`. */
  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }

  static fromZod(error: ZodError): ValidationError {
    const errors: FieldErrors = {};
    const wrongType = new Set<string>();
    for (const issue of error.issues) {
      const key = issue.path.length ? issue.path.map(String).join('.') : '_';
      // A value of the wrong type gets that one message, not also the checks that ran on it.
      if (wrongType.has(key)) continue;
      if (issue.code === 'invalid_type') {
        wrongType.add(key);
        errors[key] = [issue.message];
        continue;
      }
      (errors[key] ??= []).push(issue.message);
    }
    return new ValidationError(errors);
  }
}

function firstMessage(errors: FieldErrors): string | undefined {
  for (const messages of Object.values(errors)) if (messages.length) return messages[0];
  return undefined;
}

export function isServiceError(e: unknown): e is ServiceError {
  return e instanceof ServiceError;
}
