/**
 * This module's operations in the OpenAPI document (/api/openapi.json, /api-docs): one entry per method and path of
 * its routes, naming the schemas the routes parse. tests/api/openapi.test.ts fails while a route has no entry.
 */
import * as ex from '@/lib/openapi/examples';
import { changePasswordSchema, createTokenSchema, createUserSchema, loginSchema, resetPasswordSchema, updateUserSchema } from '@/lib/auth/schemas';
import { userListQuerySchema } from '@/lib/auth/users';
import { paging } from '@/lib/openapi/legacy-params';
import { updates, type Operation } from '@/lib/openapi/types';

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
    example: ex.loginExample,
    throttled: true,
    errors: { 401: 'Invalid credentials (wrong email or password; the same answer for both).' },
  },
  { method: 'post', path: '/api/logout', tag: 'Authentication', summary: 'Sign out: revoke the presented token (or end the browser session)', response: 'message', message: 'Logged out' },
  { method: 'get', path: '/api/me', tag: 'Authentication', summary: 'The signed-in user', response: 'record', example: ex.userExample },
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
  { method: 'get', path: '/api/users', tag: 'Users', summary: 'List users', permission: 'users.manage', query: userListQuerySchema.extend(paging), response: 'paged', example: [ex.adminUserExample] },
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
    example: ex.adminUserExample,
  },
  { method: 'get', path: '/api/users/{id}', tag: 'Users', summary: 'One user', permission: 'users.manage', entities: { id: 'User' }, response: 'record', example: ex.adminUserExample },
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
