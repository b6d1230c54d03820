import { describe, expect, it } from 'vitest';
import { adminErrorText } from '../../../src/custom/users/adminErrors';
import { MIN_PASSWORD_LENGTH, profileOf, userRepresentation, validateCreateIdentity, type CreateIdentityValues } from '../../../src/custom/users/createForm';

const valid: CreateIdentityValues = { username: 'neu.nutzer', name: 'Nina Neu', email: 'nina@example.org', language: 'it', roles: ['viewer'], password: 'geheim123' };

describe('validateCreateIdentity', () => {
  it('accepts valid values', () => {
    expect(validateCreateIdentity(valid, 'de')).toEqual({});
  });
  it('refuses a bad username, in German and Italian', () => {
    for (const username of ['ab', 'Gross', 'mit leer', 'x'.repeat(41), 'ä-umlaut']) {
      expect(validateCreateIdentity({ ...valid, username }, 'de').username).toBe('3 bis 40 Zeichen: Kleinbuchstaben, Ziffern, Punkt, Bindestrich, Unterstrich');
    }
    expect(validateCreateIdentity({ ...valid, username: 'ab' }, 'it').username).toMatch(/^Da 3 a 40 caratteri/);
    expect(validateCreateIdentity({ ...valid, username: 'a_b-c.9' }, 'de').username).toBeUndefined();
  });
  it('requires the password minimum length', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(validateCreateIdentity({ ...valid, password: '1234567' }, 'de').password).toBe('Mindestens 8 Zeichen');
    expect(validateCreateIdentity({ ...valid, password: '1234567' }, 'it').password).toBe('Almeno 8 caratteri');
    expect(validateCreateIdentity({ ...valid, password: '12345678' }, 'de').password).toBeUndefined();
  });
  it('requires a name and a role, and a valid e-mail when one is given', () => {
    const e = validateCreateIdentity({ ...valid, name: '  ', roles: [], email: 'no-at' }, 'de');
    expect(Object.keys(e).sort()).toEqual(['email', 'name', 'roles']);
    expect(validateCreateIdentity({ ...valid, email: '' }, 'de').email).toBeUndefined();
  });
});

describe('what is sent', () => {
  it('creates an enabled identity with password, roles and language', () => {
    expect(userRepresentation({ ...valid, roles: ['viewer', 'admin'] })).toEqual({
      username: 'neu.nutzer',
      enabled: true,
      firstName: 'Nina',
      lastName: 'Neu',
      email: 'nina@example.org',
      attributes: { language: ['it'] },
      realmRoles: ['admin', 'viewer'],
      credentials: [{ type: 'password', value: 'geheim123', temporary: false }],
    });
    expect(userRepresentation({ ...valid, email: ' ' })).not.toHaveProperty('email');
  });
  it('creates the matching profile', () => {
    expect(profileOf({ ...valid, email: '' })).toEqual({ username: 'neu.nutzer', displayName: 'Nina Neu', email: null, language: 'it', roles: ['viewer'], active: true });
  });
});

describe('adminErrorText', () => {
  it("prefers the server's translated message", () => {
    expect(adminErrorText({ status: 409, body: { error: 'User exists', errorMessage: 'Benutzername existiert bereits.' } }, 'de')).toBe('Benutzername existiert bereits.');
  });
  it('falls back to the status, then to "not reachable"', () => {
    expect(adminErrorText({ status: 500, body: null }, 'it')).toBe('Errore del servizio di accesso (HTTP 500)');
    expect(adminErrorText(new TypeError('Failed to fetch'), 'de')).toBe('Der Anmeldedienst ist nicht erreichbar.');
  });
});
