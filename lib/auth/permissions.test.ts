import { describe, expect, it } from 'vitest';
import { authorize, can, PERMISSIONS } from './permissions';
import { ROLES } from './roles';

describe('the permission table fails closed', () => {
  it('no user, no role, an empty or unknown role may do nothing', () => {
    for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      for (const user of [null, undefined, {}, { role: null }, { role: '' }, { role: 'Ghost' }, { role: 'admin' }]) {
        expect(can(user, permission), `${JSON.stringify(user)} ${permission}`).toBe(false);
      }
    }
    expect(() => authorize({ user: null }, 'molds.write')).toThrow('Unauthenticated.');
    expect(() => authorize({ user: { role: 'Ghost' } }, 'users.manage')).toThrow('You do not have permission to manage users.');
  });

  it('Viewer holds nothing; Admin holds everything; users and the audit log are Admin-only', () => {
    for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      expect(can({ role: 'Viewer' }, permission)).toBe(false);
      expect(can({ role: 'Admin' }, permission)).toBe(true);
    }
    for (const role of ROLES) {
      expect(can({ role }, 'users.manage')).toBe(role === 'Admin');
      expect(can({ role }, 'audit.read')).toBe(role === 'Admin');
    }
  });

  it('the refusal names its permission (for the audit log)', () => {
    try {
      authorize({ user: { role: 'Sales' } }, 'molds.write');
      expect.unreachable();
    } catch (e) {
      expect((e as { permission?: string }).permission).toBe('molds.write');
    }
  });
});
