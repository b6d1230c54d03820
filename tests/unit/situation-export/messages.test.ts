import { describe, expect, it } from 'vitest';
import { exportMessageKeys, exportText, type ExportMessageKey } from '../../../server/situations/export/messages';
import { SITUATION_STATES, SEVERITIES, PRIORITIES, TEXT_CHANNELS, TIMELINE_KINDS } from '../../../src/shared/situations/model';

describe('export texts', () => {
  it('have the same keys in German and Italian, with the same placeholders, none empty', () => {
    expect(exportMessageKeys('it')).toEqual(exportMessageKeys('de'));
    for (const key of exportMessageKeys('de') as ExportMessageKey[]) {
      const placeholders = (lang: 'de' | 'it') => [...exportText(lang, key).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders('it'), key).toEqual(placeholders('de'));
      expect(exportText('it', key).trim(), key).not.toBe('');
    }
  });

  it('name every state, severity, priority, channel and timeline kind', () => {
    const keys = new Set(exportMessageKeys('de'));
    const needed = [
      ...SITUATION_STATES.map((v) => `state.${v}`),
      ...SEVERITIES.map((v) => `severity.${v}`),
      ...PRIORITIES.map((v) => `priority.${v}`),
      ...TEXT_CHANNELS.map((v) => `channel.${v}`),
      ...TIMELINE_KINDS.map((v) => `kind.${v}`),
    ];
    expect(needed.filter((k) => !keys.has(k))).toEqual([]);
  });
});
