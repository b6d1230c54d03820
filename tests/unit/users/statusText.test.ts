import { describe, expect, it } from 'vitest';
import { formatLockEnd, identityStatusTexts } from '../../../src/custom/users/statusText';
import { browserZone, setOperatorZone } from '../../../src/ui/format';

// Local times: the unit project runs in the machine's time zone, so build dates from local parts.
const now = new Date(2026, 10, 21, 20, 15, 0);
const until = new Date(2026, 10, 21, 20, 31, 0);

describe('identityStatusTexts', () => {
  it('says there is no account', () => {
    expect(identityStatusTexts({ kind: 'missing' }, now, 'de')).toEqual(['Kein Konto']);
    expect(identityStatusTexts({ kind: 'missing' }, now, 'it')).toEqual(['Nessun account']);
  });
  it('says enabled or disabled', () => {
    expect(identityStatusTexts({ kind: 'present', enabled: true, locked: false, lockedUntil: null, failures: 0 }, now, 'de')).toEqual(['Aktiv']);
    expect(identityStatusTexts({ kind: 'present', enabled: false, locked: false, lockedUntil: null, failures: 0 }, now, 'it')).toEqual(['Disattivato']);
  });
  it('says until when an account is locked', () => {
    const state = { kind: 'present' as const, enabled: true, locked: true, lockedUntil: until, failures: 5 };
    expect(identityStatusTexts(state, now, 'de')).toEqual(['Aktiv', 'Gesperrt bis 20:31']);
    expect(identityStatusTexts(state, now, 'it')).toEqual(['Attivo', 'Bloccato fino alle 20:31']);
    expect(identityStatusTexts({ ...state, lockedUntil: null }, now, 'de')).toEqual(['Aktiv', 'Gesperrt']);
  });
});

describe('formatLockEnd', () => {
  // The app's date-time format (src/ui/format): "22.11.2026, 00:05".
  it('adds the date when the lock ends on another day', () => {
    expect(formatLockEnd(new Date(2026, 10, 22, 0, 5), new Date(2026, 10, 21, 23, 55), 'de')).toBe('22.11.2026, 00:05');
    expect(formatLockEnd(new Date(2026, 10, 22, 0, 5), new Date(2026, 10, 21, 23, 55), 'it')).toBe('22/11/2026, 00:05');
  });

  it('shows the time in the operator’s zone, named when it is not the browser’s', () => {
    setOperatorZone('Asia/Kathmandu');
    try {
      const end = new Date(Date.UTC(2026, 10, 21, 14, 46));
      expect(formatLockEnd(end, new Date(Date.UTC(2026, 10, 21, 14, 30)), 'de')).toMatch(/^20:31( \S+)?$/);
      if (browserZone() !== 'Asia/Kathmandu') expect(formatLockEnd(end, end, 'de')).not.toBe('20:31');
    } finally {
      setOperatorZone(browserZone());
    }
  });
});
