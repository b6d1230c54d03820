import { describe, expect, it, vi } from 'vitest';
import { createConfirmStore, zIndexForLevel } from '../../../src/ui/confirmStore';

function deferred<T = void>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

describe('confirmStore', () => {
  it('confirm without action closes and resolves confirmed', async () => {
    const store = createConfirmStore();
    const { id, result } = store.open({ title: 'Löschen?' });
    expect(store.getState()).toHaveLength(1);
    await store.confirm(id);
    await expect(result).resolves.toEqual({ confirmed: true });
    expect(store.getState()).toHaveLength(0);
  });

  it('shows loading while onConfirm runs, then closes on success', async () => {
    const store = createConfirmStore();
    const work = deferred();
    const { id, result } = store.open({ title: 't', onConfirm: () => work.promise });
    const pending = store.confirm(id);
    expect(store.getState()[0].loading).toBe(true);
    // Both buttons are disabled: cancel and a second confirm are ignored while loading.
    store.cancel(id);
    await store.confirm(id);
    expect(store.getState()).toHaveLength(1);
    work.resolve();
    await pending;
    await expect(result).resolves.toEqual({ confirmed: true });
    expect(store.getState()).toHaveLength(0);
  });

  it('on failure ends loading, stays open, keeps the error and hands it to the caller', async () => {
    const store = createConfirmStore();
    const onError = vi.fn();
    const failure = new Error('Server sagt nein');
    let calls = 0;
    const { id, result } = store.open({
      title: 't',
      onConfirm: async () => {
        calls += 1;
        if (calls === 1) throw failure;
      },
      onError,
    });
    await store.confirm(id);
    const [dialog] = store.getState();
    expect(dialog).toMatchObject({ loading: false, error: failure });
    expect(onError).toHaveBeenCalledWith(failure);
    // Buttons are enabled again: a retry works and succeeds.
    await store.confirm(id);
    await expect(result).resolves.toEqual({ confirmed: true });
  });

  it('cancel calls onCancel and resolves not confirmed', async () => {
    const store = createConfirmStore();
    const onCancel = vi.fn();
    const { id, result } = store.open({ title: 't', onCancel });
    store.cancel(id);
    await expect(result).resolves.toEqual({ confirmed: false });
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('stacks dialogs in steps of 10 above 1300', () => {
    const store = createConfirmStore();
    store.open({ title: 'a' });
    store.open({ title: 'b' });
    store.open({ title: 'c' });
    expect(store.getState().map((d) => [d.title, d.level, d.zIndex])).toEqual([
      ['a', 1, 1310],
      ['b', 2, 1320],
      ['c', 3, 1330],
    ]);
    expect(zIndexForLevel(0)).toBe(1300);
  });

  it('hide(id) and hideAll() resolve pending dialogs as not confirmed, even while loading', async () => {
    const store = createConfirmStore();
    const a = store.open({ title: 'a' });
    const b = store.open({ title: 'b', onConfirm: () => new Promise(() => {}) });
    const c = store.open({ title: 'c' });
    store.hide(a.id);
    await expect(a.result).resolves.toEqual({ confirmed: false });
    expect(store.getState().map((d) => [d.title, d.level])).toEqual([['b', 1], ['c', 2]]);
    void store.confirm(b.id);
    expect(store.getState()[0].loading).toBe(true);
    store.hideAll();
    await expect(b.result).resolves.toEqual({ confirmed: false });
    await expect(c.result).resolves.toEqual({ confirmed: false });
    expect(store.getState()).toEqual([]);
  });

  it('a late failure of a hidden dialog changes nothing', async () => {
    const store = createConfirmStore();
    const work = deferred();
    const onError = vi.fn();
    const { id, result } = store.open({ title: 't', onConfirm: () => work.promise, onError });
    const pending = store.confirm(id);
    store.hide(id);
    work.reject(new Error('late'));
    await pending;
    await expect(result).resolves.toEqual({ confirmed: false });
    expect(onError).not.toHaveBeenCalled();
    expect(store.getState()).toEqual([]);
  });

  it('notifies subscribers and keeps a stable snapshot between changes', () => {
    const store = createConfirmStore();
    const listener = vi.fn();
    const off = store.subscribe(listener);
    const before = store.getState();
    expect(store.getState()).toBe(before);
    store.open({ title: 'x' });
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    store.hideAll();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
