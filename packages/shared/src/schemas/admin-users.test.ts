import { describe, expect, it } from 'vitest';
import { USER_LIST_PAGE_SIZE } from '../admin-rules';
import { adminUpdateUserBodySchema, userListQuerySchema } from './admin-users';
import { auditListQuerySchema } from './audit';

describe('userListQuerySchema', () => {
  it('reads the query string, with page 1 of 20 by default', () => {
    expect(userListQuerySchema.parse({})).toEqual({ page: 1, pageSize: USER_LIST_PAGE_SIZE });
    expect(userListQuerySchema.parse({ q: '  ada ', role: 'admin', page: '3', pageSize: '100' })).toEqual({ q: 'ada', role: 'admin', page: 3, pageSize: 100 });
  });

  it('refuses pages below 1, pages over 100 rows, long or odd searches and unknown roles', () => {
    for (const query of [
      { page: '0' },
      { page: '-1' },
      { page: '1.5' },
      { page: 'abc' },
      { page: ['1', '2'] },
      { pageSize: '101' },
      { pageSize: '0' },
      { q: 'x'.repeat(201) },
      { q: 'a\u0000b' },
      { q: ['a', 'b'] },
      { role: 'root' },
      { role: 'Admin' },
    ]) {
      expect(userListQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
    expect(userListQuerySchema.parse({ q: 'x'.repeat(200) }).q).toHaveLength(200);
  });
});

describe('adminUpdateUserBodySchema', () => {
  it('takes a name and/or a role, with the name rules', () => {
    expect(adminUpdateUserBodySchema.parse({ name: ' Ada ' })).toEqual({ name: 'Ada' });
    expect(adminUpdateUserBodySchema.parse({ role: 'admin' })).toEqual({ role: 'admin' });
    expect(adminUpdateUserBodySchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe('Name is required');
    expect(adminUpdateUserBodySchema.safeParse({ role: 'root' }).error?.issues[0]?.message).toBe('Role must be user or admin.');
  });

  it('refuses an empty change, and never reads other fields', () => {
    expect(adminUpdateUserBodySchema.safeParse({}).error?.issues[0]?.message).toBe('Change the name or the role.');
    expect(adminUpdateUserBodySchema.parse({ name: 'Ada', email: 'x@y.z', isAdmin: true, password: 'Secret#123' })).toEqual({ name: 'Ada' });
  });
});

describe('auditListQuerySchema', () => {
  it('defaults to 20 entries and allows at most 100', () => {
    expect(auditListQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(auditListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(auditListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});
