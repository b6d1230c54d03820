import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { interactionCode } from '../../../src/ui/interactionCode';
import { FakeDocument } from './fakeDocument';

let page: FakeDocument;
const interact = () => page.dispatch('pointermove');
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  page = new FakeDocument();
  vi.stubGlobal('document', page);
});
afterEach(() => vi.unstubAllGlobals());

describe('code that stand-ins wait for', () => {
  it('loads at the first interaction, once, and hands the code to every waiting stand-in', async () => {
    const load = vi.fn(async () => 'Select');
    const code = interactionCode(load, 'the select');
    const got: string[] = [];
    code.whenLoaded((c) => got.push(`a:${c}`));
    code.whenLoaded((c) => got.push(`b:${c}`));
    await settle();
    expect(load).not.toHaveBeenCalled();
    interact();
    interact();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(got).toEqual(['a:Select', 'b:Select']);
    expect(code.value()).toBe('Select');
    // Once there, a new stand-in gets it at once.
    code.whenLoaded((c) => got.push(`c:${c}`));
    expect(got).toContain('c:Select');
  });

  it('loads at once when a stand-in is approached, and a cancelled wait gets nothing', async () => {
    const code = interactionCode(async () => 42, 'the tooltips');
    const got: number[] = [];
    const cancel = code.whenLoaded((c) => got.push(c));
    cancel();
    code.start();
    await settle();
    expect(code.value()).toBe(42);
    expect(got).toEqual([]);
  });

  it('tries again at the next interaction after a failed download', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('Autocomplete');
    const code = interactionCode(load, 'the autocomplete');
    const got: string[] = [];
    code.whenLoaded((c) => got.push(c));
    interact();
    await settle();
    expect(error).toHaveBeenCalledWith('Leitstelle: loading the autocomplete failed', expect.any(Error));
    expect(got).toEqual([]);
    code.whenLoaded((c) => got.push(`late:${c}`));
    interact();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(got).toEqual(['Autocomplete', 'late:Autocomplete']);
  });
});
