import { describe, expect, it } from 'vitest';
import { parseInput } from '@/lib/validation/parse';
import { auditList, auditListQuerySchema, userList, userListQuerySchema } from './list-state';

describe('the admin lists’ state', () => {
  it('user list: a valid role and status are kept, the rest dropped; 20 a page', () => {
    expect(userList.load({ q: 'ann', role: 'Quality', status: 'gone', sort: 'last_sign_in', page: '2' })).toEqual({ q: 'ann', role: 'Quality', sort: 'last_sign_in', page: 2, per_page: 20 });
    expect(userList.href(userList.load({ q: 'ann', page: '3' }), { role: 'Sales' })).toBe('/admin/users?q=ann&role=Sales');
    expect(userList.exportHref(userList.load({ status: 'inactive', page: '2' }), '/api/users/export')).toBe('/api/users/export?status=inactive');
  });

  it('audit log: a user id, exact entity and action, plant-day bounds; 25 a page', () => {
    expect(auditList.load({ user_id: '4', entity: 'user', from: '2026-02-01', to: 'yesterday', page: '1' })).toEqual({ user_id: 4, entity: 'user', from: '2026-02-01', sort: 'at', page: 1, per_page: 25 });
    expect(auditList.href(auditList.load({ action: 'update' }), { page: 2 })).toBe('/admin/audit?page=2&action=update');
    expect(auditList.isFiltered(auditList.load({ sort: 'entity' }))).toBe(false);
  });

  it('the API refuses what the document does not allow (422 naming the field)', () => {
    const fields = (schema: typeof userListQuerySchema | typeof auditListQuerySchema, query: Record<string, string>) => {
      try {
        parseInput(schema, query);
        return [];
      } catch (error) {
        return Object.keys((error as { errors: Record<string, string[]> }).errors).sort();
      }
    };
    expect(fields(userListQuerySchema, { role: 'Boss', status: 'sleeping' })).toEqual(['role', 'status']);
    expect(fields(auditListQuerySchema, { user_id: 'me', from: '2026-02-30', entity: 'x'.repeat(101) })).toEqual(['entity', 'from', 'user_id']);
    expect(fields(auditListQuerySchema, { user_id: '3', from: '2026-02-01', to: '2026-02-28' })).toEqual([]);
  });
});
