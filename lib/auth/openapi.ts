/**
 * Sign-in, the caller's own account, user administration and the audit log in the OpenAPI document
 * (/api/openapi.json, /api-docs): one entry per method and path of app/api/{login,logout,me,tokens,users,audit}/**,
 * naming the schemas the routes parse. tests/api/openapi.test.ts fails while a route has no entry.
 */
import { updates, type Operation } from '@/lib/openapi/types';
import type { AuditEntryDto, PublicUserDto, UserDto } from './dto';
import { auditListQuerySchema, userListQuerySchema } from './list-state';
import { changePasswordSchema, createTokenSchema, createUserSchema, loginSchema, resetPasswordSchema, updateUserSchema } from './schemas';

const at = '2026-11-02T08:15:00.000Z';
const later = '2026-11-20T14:02:11.000Z';

const userExample: PublicUserDto = { id: 1, name: 'Admin User', email: 'admin@example.com', role: 'Admin' };

const loginExample = { user: userExample, token: 'mlt_9b1f0c7e4a3d4f2c8e6a5b7d9c1e3f5a7b9d1c3e5f7a9b1d' };

const adminUserExample: UserDto = {
  id: 4,
  name: 'Quality Lead',
  email: 'quality@example.com',
  role: 'Quality',
  active: true,
  created_at: at,
  updated_at: later,
  last_sign_in_at: later,
  open_sessions: 1,
  live_tokens: 0,
};

const auditEntryExample: AuditEntryDto = {
  id: 90211,
  at: later,
  user: { id: 1, name: 'Admin User', email: 'admin@example.com' },
  entity: 'user',
  entity_id: '4',
  action: 'update',
  changes: { role: ['Viewer', 'Quality'] },
};

export const authOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/login',
    tag: 'Authentication',
    summary: 'Sign in and get a bearer token',
    description: 'The token (opaque, shown once) goes in `Authorization: Bearer <token>` on every other call. It expires after 30 days.',
    auth: 'public',
    body: loginSchema,
    bodyExample: { email: 'admin@example.com', password: 'admin123' },
    response: 'updated',
    message: 'Login successful',
    example: loginExample,
    throttled: true,
    errors: { 401: 'Invalid credentials (wrong email or password; the same answer for both).' },
  },
  { method: 'post', path: '/api/logout', tag: 'Authentication', summary: 'Sign out: revoke the presented token (or end the browser session)', response: 'message', message: 'Logged out' },
  { method: 'get', path: '/api/me', tag: 'Authentication', summary: 'The signed-in user', response: 'record', example: userExample },
  ...(['put', 'post'] as const).map(
    (method): Operation => ({
      method,
      path: '/api/me/password',
      tag: 'Authentication',
      summary: `Change your own password${method === 'post' ? ' (POST: same as PUT)' : ''}`,
      description: 'Ends your other browser sessions and revokes your tokens.',
      body: changePasswordSchema,
      bodyExample: { current_password: 'admin123', password: 'blue-press-42-tonnage', password_confirmation: 'blue-press-42-tonnage' },
      response: 'message',
      message: 'Password changed',
      example: { ended_sessions: 1, revoked_tokens: 2 },
    }),
  ),
  {
    method: 'get',
    path: '/api/tokens',
    tag: 'Authentication',
    summary: 'Your live integration tokens (never the token itself)',
    response: 'list',
    example: [{ id: 9, name: 'MES press counters', created_at: '2026-10-01T09:00:00.000Z', expires_at: '2027-10-01T09:00:00.000Z', last_used_at: '2026-11-20T14:02:11.000Z', current: false }],
  },
  {
    method: 'post',
    path: '/api/tokens',
    tag: 'Authentication',
    summary: 'Create an integration token (shown once)',
    body: createTokenSchema,
    bodyExample: { name: 'MES press counters', expires_in_days: 365 },
    response: 'created',
    message: 'Token created. Copy it now: it will not be shown again.',
  },
  { method: 'delete', path: '/api/tokens/{id}', tag: 'Authentication', summary: 'Revoke one of your tokens', entities: { id: 'Token' }, response: 'message', message: 'Token revoked' },
];

export const userOperations: Operation[] = [
  { method: 'get', path: '/api/users', tag: 'Users', summary: 'List users', description: 'Always paged: 20 users a page unless `per_page` says otherwise.', permission: 'users.manage', query: userListQuerySchema, response: 'paged', example: [adminUserExample] },
  { method: 'get', path: '/api/users/export', tag: 'Users', summary: 'Export the user list as CSV (filters and order as on screen)', permission: 'users.manage', query: userListQuerySchema, response: 'csv' },
  {
    method: 'post',
    path: '/api/users',
    tag: 'Users',
    summary: 'Create a user with a role',
    permission: 'users.manage',
    body: createUserSchema,
    bodyExample: { name: 'Quality Lead', email: 'quality@example.com', password: 'first-shift-QA-2026', role: 'Quality' },
    response: 'created',
    message: 'User created',
    example: adminUserExample,
  },
  { method: 'get', path: '/api/users/{id}', tag: 'Users', summary: 'One user', permission: 'users.manage', entities: { id: 'User' }, response: 'record', example: adminUserExample },
  ...updates({
    path: '/api/users/{id}',
    tag: 'Users',
    summary: 'Change a user’s name, role or active flag',
    description: 'An Admin cannot change their own role or deactivate themselves. A role change or deactivation ends the user’s sessions and tokens.',
    permission: 'users.manage',
    entities: { id: 'User' },
    body: updateUserSchema,
    bodyExample: { role: 'Production' },
    message: 'User updated',
  }),
  ...(['put', 'post'] as const).map(
    (method): Operation => ({
      method,
      path: '/api/users/{id}/password',
      tag: 'Users',
      summary: `Set a new password for a user${method === 'post' ? ' (POST: same as PUT)' : ''}`,
      description: 'Ends the user’s sessions and revokes their tokens.',
      permission: 'users.manage',
      entities: { id: 'User' },
      body: resetPasswordSchema,
      bodyExample: { password: 'night-shift-reset-77', password_confirmation: 'night-shift-reset-77' },
      response: 'updated',
      message: 'Password reset. The user’s sessions and tokens have been ended.',
    }),
  ),
  { method: 'get', path: '/api/users/{id}/sessions', tag: 'Users', summary: 'A user’s open browser sessions', permission: 'users.manage', entities: { id: 'User' }, response: 'list' },
  {
    method: 'delete',
    path: '/api/users/{id}/sessions',
    tag: 'Users',
    summary: 'End all of a user’s sessions and revoke all their tokens',
    permission: 'users.manage',
    entities: { id: 'User' },
    response: 'message',
    message: 'Sessions ended and tokens revoked',
    example: { ended_sessions: 2, revoked_tokens: 1 },
  },
  { method: 'delete', path: '/api/users/{id}/sessions/{sessionId}', tag: 'Users', summary: 'End one session of a user', permission: 'users.manage', entities: { id: 'User', sessionId: 'Session' }, response: 'message', message: 'Session ended' },
  { method: 'get', path: '/api/users/{id}/tokens', tag: 'Users', summary: 'A user’s live bearer tokens (never the token itself)', permission: 'users.manage', entities: { id: 'User' }, response: 'list' },
  { method: 'delete', path: '/api/users/{id}/tokens/{tokenId}', tag: 'Users', summary: 'Revoke one token of a user', permission: 'users.manage', entities: { id: 'User', tokenId: 'Token' }, response: 'message', message: 'Token revoked' },
];

export const auditOperations: Operation[] = [
  { method: 'get', path: '/api/audit', tag: 'System', summary: 'The audit log, newest first (or by `sort`/`dir`)', description: 'Always paged: 25 entries a page unless `per_page` says otherwise. A `to` before `from` is a 422 on `to`.', permission: 'audit.read', query: auditListQuerySchema, response: 'paged', example: [auditEntryExample] },
  { method: 'get', path: '/api/audit/export', tag: 'System', summary: 'Export the audit log as CSV (filters and order as on screen)', permission: 'audit.read', query: auditListQuerySchema, response: 'csv' },
];
