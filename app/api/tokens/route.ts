import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { createOwnToken, ownTokens } from '@/lib/auth/account';

/** The caller's own integration tokens: GET lists the live ones (with last use), POST {name, expires_in_days} makes one, shown once. */
export const GET = apiHandler(async ({ ctx }) => ownTokens(ctx));

// Location: the caller's token list (a token has no GET of its own; its secret is shown only in this answer).
export const POST = apiHandler(async ({ ctx, body }) =>
  respond.created('Token created. Copy it now: it will not be shown again.', await createOwnToken(ctx, await body()), '/api/tokens'),
);
