import { describe, expect, it } from 'vitest';
import { allowedRoles, appRoles, mayAccess, mayPerform } from '../../../src/shared/auth/permissions';
import type { ResourceDeclaration } from '../../../src/shared/resource/types';

const stations = { name: 'Station', path: 'bahnhoeffelist' } as Pick<ResourceDeclaration, 'name' | 'path' | 'permissions'>;
const users = { name: 'UserProfile', path: 'admin', permissions: { list: ['admin'], show: ['admin'], create: ['admin'], edit: ['admin'], delete: ['admin'] } } as Pick<
  ResourceDeclaration,
  'name' | 'path' | 'permissions'
>;
const partial = { name: 'Line', path: 'basislinieedit', permissions: { delete: ['admin'] } } as Pick<ResourceDeclaration, 'name' | 'path' | 'permissions'>;

describe('permissions (shared by server and client)', () => {
  it('uses the defaults: everyone lists and shows, admin and planner write', () => {
    expect(mayPerform(['viewer'], stations, 'list')).toBe(true);
    expect(mayPerform(['viewer'], stations, 'edit')).toBe(false);
    expect(mayPerform(['dispatcher'], stations, 'create')).toBe(false);
    expect(mayPerform(['planner'], stations, 'delete')).toBe(true);
  });
  it('a declaration overrides per action; others keep the default', () => {
    expect(mayPerform(['planner'], partial, 'delete')).toBe(false);
    expect(mayPerform(['planner'], partial, 'edit')).toBe(true);
    expect(allowedRoles(users, 'list')).toEqual(['admin']);
    expect(mayPerform(['viewer', 'admin'], users, 'list')).toBe(true);
  });
  it('unknown roles and no roles grant nothing', () => {
    expect(appRoles(['offline_access', 'admin', 7])).toEqual(['admin']);
    expect(mayPerform(['superuser'], stations, 'list')).toBe(false);
    expect(mayPerform(null, stations, 'list')).toBe(false);
  });
  it('checks by react-admin resource name (path) or type name; maps export and clone', () => {
    const decls = [stations, users];
    expect(mayAccess(['viewer'], decls, 'bahnhoeffelist', 'list')).toBe(true);
    expect(mayAccess(['viewer'], decls, 'Station', 'delete')).toBe(false);
    expect(mayAccess(['viewer'], decls, 'admin', 'list')).toBe(false);
    expect(mayAccess(['viewer'], decls, 'bahnhoeffelist', 'export')).toBe(true);
    expect(mayAccess(['viewer'], decls, 'bahnhoeffelist', 'clone')).toBe(false);
    expect(mayAccess(['admin'], decls, 'bahnhoeffelist', 'launch')).toBe(false);
    expect(mayAccess(['viewer'], decls, 'some-custom-page', 'list')).toBe(true);
    expect(mayAccess([], decls, 'some-custom-page', 'list')).toBe(false);
  });
});
