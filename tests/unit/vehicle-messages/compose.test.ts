import { describe, expect, it } from 'vitest';
import { FREE_TEXT_MAX, SUPPLEMENT_MAX } from '../../../src/shared/vehicle-messages/types';
import { composeText, type PredefinedText } from '../../../server/operations/vehicle-messages/compose';
import { msgKeys, msgText } from '../../../server/operations/vehicle-messages/messages';

const WENDE: PredefinedText = {
  id: '7', code: 'WENDE', textDe: 'Bitte vorzeitig wenden in:', textIt: 'Invertire anticipatamente la marcia a:', category: 'operations', requiresAck: true, active: true,
};

describe('message text', () => {
  it('a predefined text with its supplement in both languages', () => {
    const r = composeText({ textId: '7', supplement: ' Durlach ', priority: 'high' }, WENDE);
    expect(r).toEqual({
      ok: true,
      value: {
        textId: '7', textCode: 'WENDE', textDe: 'Bitte vorzeitig wenden in: Durlach', textIt: 'Invertire anticipatamente la marcia a: Durlach',
        freeText: false, category: 'operations', requiresAck: true, priority: 'high',
      },
    });
    const plain = composeText({ textId: '7' }, { ...WENDE, requiresAck: false });
    expect(plain.ok && plain.value).toMatchObject({ textDe: 'Bitte vorzeitig wenden in:', requiresAck: false, priority: 'normal' });
  });

  it('a free text: trimmed, the same in both languages, always acknowledged', () => {
    const r = composeText({ freeText: '  Bitte in Durlach warten.  ' }, null);
    expect(r.ok && r.value).toEqual({
      textId: null, textCode: null, textDe: 'Bitte in Durlach warten.', textIt: 'Bitte in Durlach warten.', freeText: true, category: null,
      requiresAck: true, priority: 'normal',
    });
  });

  it('refuses what cannot be sent', () => {
    const key = (r: ReturnType<typeof composeText>) => (r.ok ? null : r.error.key);
    expect(key(composeText({}, null))).toBe('msg.error.noText');
    expect(key(composeText({ freeText: '   ' }, null))).toBe('msg.error.emptyText');
    expect(key(composeText({ freeText: 'x'.repeat(FREE_TEXT_MAX) }, null))).toBeNull();
    expect(key(composeText({ freeText: 'x'.repeat(FREE_TEXT_MAX + 1) }, null))).toBe('msg.error.textTooLong');
    expect(key(composeText({ textId: '7', freeText: 'auch' }, WENDE))).toBe('msg.error.twoTexts');
    expect(key(composeText({ textId: '7', freeText: '' }, WENDE))).toBeNull();
    expect(key(composeText({ textId: '99' }, null))).toBe('msg.error.unknownText');
    expect(key(composeText({ textId: '7' }, { ...WENDE, active: false }))).toBe('msg.error.unknownText');
    expect(key(composeText({ textId: '7', supplement: 'x'.repeat(SUPPLEMENT_MAX + 1) }, WENDE))).toBe('msg.error.supplementTooLong');
    expect(key(composeText({ freeText: 'Text', supplement: 'Durlach' }, null))).toBe('msg.error.supplementWithoutText');
    expect(key(composeText({ freeText: 'Text', priority: 'urgent' }, null))).toBe('msg.error.badPriority');
  });

  it('every server message exists in German and Italian, with the same placeholders', () => {
    expect(msgKeys('it').sort()).toEqual(msgKeys('de').sort());
    for (const k of msgKeys('de')) {
      const ph = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      const de = msgText('de', k);
      const it = msgText('it', k);
      expect(it).not.toBe(de);
      expect(ph(it)).toEqual(ph(de));
    }
    expect(msgText('it', 'msg.error.textTooLong', { max: 160 })).toBe('Il testo libero può contenere al massimo 160 caratteri.');
  });
});
