import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanFileName, contentDisposition, sniffAttachmentType } from '../../../server/situations/core/attachmentType';
import { coalescer } from '../../../server/situations/core/coalesce';
import { impactOf, type ImpactArea, type ImpactCandidate } from '../../../server/situations/core/impactRule';

const H = 3600_000;
const run: ImpactCandidate = {
  runId: 'd:T1', trainNumber: '2004', lineId: 'L1', lineNumber: 'S4', departure: 8 * H, arrival: 9 * H,
  stops: [
    { stopId: 'a', stationId: '1', name: 'Karlsruhe Hbf', at: 8 * H },
    { stopId: 'b', stationId: '2', name: 'Durlach', at: 8.5 * H },
    { stopId: 'c', stationId: '3', name: 'Bretten', at: 9 * H },
  ],
};
const area = (over: Partial<ImpactArea>): ImpactArea => ({ lineIds: new Set(), stationIds: new Set(), sections: [], start: 7 * H, end: 10 * H, ...over });

describe('impact rule', () => {
  it('a line matches by id or number; outside the period nothing', () => {
    expect(impactOf(run, area({ lineIds: new Set(['L1']) }))?.affectedStops).toEqual(['Karlsruhe Hbf', 'Durlach', 'Bretten']);
    expect(impactOf(run, area({ lineIds: new Set(['S4']), start: 8.4 * H, end: 8.6 * H }))?.affectedStops).toEqual(['Durlach']);
    expect(impactOf(run, area({ lineIds: new Set(['L1']), start: 9.5 * H }))).toBeNull();
    expect(impactOf(run, area({ lineIds: new Set(['L2']) }))).toBeNull();
  });

  it('a station names the stop when the train is there in the period', () => {
    expect(impactOf(run, area({ stationIds: new Set(['2']) }))?.affectedStops).toEqual(['Durlach']);
    expect(impactOf(run, area({ stationIds: new Set(['2']), start: 8.6 * H }))).toBeNull();
  });

  it('a section matches in either direction between consecutive stops', () => {
    expect(impactOf(run, area({ sections: [['3', '2']] }))?.affectedStops).toEqual(['Durlach', 'Bretten']);
    expect(impactOf(run, area({ sections: [['1', '3']] }))).toBeNull();
  });
});

describe('attachment type', () => {
  it('knows images and PDF by their bytes, nothing else', () => {
    expect(sniffAttachmentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffAttachmentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffAttachmentType(Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(sniffAttachmentType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffAttachmentType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffAttachmentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffAttachmentType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
  });

  it('cleans names and writes both forms of the header', () => {
    expect(cleanFileName('C:\\Users\\x\\Foto Weiche.jpg')).toBe('Foto Weiche.jpg');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('\u0000')).toBe('anhang');
    expect(contentDisposition('Stellwerk Bühl "1".pdf', false)).toBe(`attachment; filename="Stellwerk B_hl _1_.pdf"; filename*=UTF-8''Stellwerk%20B%C3%BChl%20%221%22.pdf`);
  });
});

describe('coalescer', () => {
  afterEach(() => vi.useRealTimers());

  it('delivers the first notice at once and the rest of a burst together a second later', () => {
    vi.useFakeTimers();
    const got: string[][] = [];
    const c = coalescer((ids) => got.push(ids), 1000, () => Date.now());
    c.add(['1']);
    vi.advanceTimersByTime(0);
    expect(got).toEqual([['1']]);
    c.add(['2']);
    c.add(['3', '2']);
    vi.advanceTimersByTime(500);
    expect(got).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(got).toEqual([['1'], ['2', '3']]);
    c.close();
    c.add(['4']);
    vi.advanceTimersByTime(2000);
    expect(got).toHaveLength(2);
  });
});
