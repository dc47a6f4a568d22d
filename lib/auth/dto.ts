/**
 * The authentication and user-administration answers (client-safe): each zod schema is the one description — the
 * types (re-exported where the services build them), the OpenAPI document (lib/openapi/responses.ts) and the
 * response tests read it.
 */
import { z } from 'zod';
import { out } from '@/lib/validation/output';
import { ROLES } from './roles';

/** The signed-in user as GET /api/me and POST /api/login answer it. */
export const publicUserDto = z.object({ id: out.id(), name: out.text(), email: out.text(), role: out.enum(ROLES) });
export type PublicUserDto = z.infer<typeof publicUserDto>;

export const loginDto = z.object({ user: publicUserDto, token: out.text('The bearer token (opaque, shown once; expires after 30 days).') });

export const userDto = z.object({
  id: out.id(),
  name: out.text(),
  email: out.text(),
  role: out.enum(ROLES),
  active: out.bool('An inactive user cannot sign in.'),
  created_at: out.timestamp().nullable(),
  updated_at: out.timestamp().nullable(),
  last_sign_in_at: out.timestamp('The latest browser session or POST /api/login token.').nullable(),
  open_sessions: out.count('Open browser sessions.'),
  live_tokens: out.count('Bearer tokens neither revoked nor expired.'),
});
export type UserDto = z.infer<typeof userDto>;

export const tokenDto = z.object({
  id: out.id(),
  name: out.text(),
  created_at: out.timestamp().nullable(),
  expires_at: out.timestamp().nullable(),
  last_used_at: out.timestamp().nullable(),
  current: out.bool('The token this request was made with.'),
});
export type TokenDto = z.infer<typeof tokenDto>;

export const createdTokenDto = tokenDto.extend({ token: out.text('The token itself: shown in this answer only.') });
export type CreatedTokenDto = z.infer<typeof createdTokenDto>;

export const sessionDto = z.object({
  id: out.id(),
  created_at: out.timestamp(),
  last_seen_at: out.timestamp(),
  expires_at: out.timestamp(),
  ip: out.text().nullable(),
  user_agent: out.text().nullable(),
  current: out.bool('The session this request was made with.'),
});
export type SessionDto = z.infer<typeof sessionDto>;

/** What ending access did: POST /api/me/password, DELETE /api/users/{id}/sessions. */
export const endedAccessDto = z.object({ ended_sessions: out.count('Browser sessions ended.'), revoked_tokens: out.count('Bearer tokens revoked.') });

export const auditEntryDto = z.object({
  id: out.id(),
  at: out.timestamp().nullable(),
  user: z.object({ id: out.id(), name: out.text(), email: out.text() }).nullable().meta({ description: 'Who did it; null for the system or an unknown sign-in.' }),
  entity: out.text('mold, product, user, session, …'),
  entity_id: out.text(),
  action: out.text('create, update, login, login_failed, …'),
  changes: z.unknown().meta({ description: 'What changed (field → [before, after]) or the event’s details; any JSON.' }),
});
export type AuditEntryDto = z.infer<typeof auditEntryDto>;
