import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { keepLoad, keptPart } from '../../../src/ui/keptLoad';
import { lazyKept } from '../../../src/ui/preloadable';

describe('keepLoad', () => {
  it('loads once and keeps the result for synchronous reads', async () => {
    let calls = 0;
    const load = keepLoad(async () => {
      calls += 1;
      return { answer: 42 };
    });
    expect(load.value()).toBeUndefined();
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    expect(load.value()).toEqual({ answer: 42 });
  });

  it('tries a failed load again at the next call', async () => {
    let calls = 0;
    const load = keepLoad(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network');
      return 'module';
    });
    await expect(load()).rejects.toThrow('network');
    expect(load.value()).toBeUndefined();
    await expect(load()).resolves.toBe('module');
    expect(calls).toBe(2);
    expect(load.value()).toBe('module');
  });

  it('reads a part of another load through it', async () => {
    const module = keepLoad(async () => ({ Named: 'x' }));
    const part = keptPart(module, (m) => m.Named);
    expect(part.value()).toBeUndefined();
    await module(); // loaded by someone else (the boot code)
    expect(part.value()).toBe('x');
    await expect(part()).resolves.toBe('x');
  });
});

describe('lazyKept', () => {
  const tree = (Component: ComponentType) =>
    renderToString(createElement(Suspense, { fallback: 'loading' }, createElement(Component)));

  it('suspends while the code is not there, and renders at once when it is', async () => {
    const load = keepLoad(async () => ({ default: () => createElement('p', null, 'the page') }));
    const Page = lazyKept(load);
    expect(tree(Page)).toContain('loading');
    await load();
    // A new mount (the route opened) finds the code there: no loading state at all (React.lazy
    // alone would suspend once more here, its promise being new to it).
    const html = tree(Page);
    expect(html).toContain('<p>the page</p>');
    expect(html).not.toContain('loading');
  });
});
