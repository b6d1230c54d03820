import { describe, expect, it } from 'vitest';
import { TOAST_ANCHOR, TOAST_AUTO_HIDE_MS, TOAST_LIMIT, autoHideFor, dismiss, emptyQueue, enqueue } from '../../../src/ui/toastQueue';

describe('toast queue', () => {
  it('shows at most 3 and queues the rest in order', () => {
    let q = emptyQueue<string>();
    for (const m of ['a', 'b', 'c', 'd', 'e']) q = enqueue(q, m);
    expect(TOAST_LIMIT).toBe(3);
    expect(q.visible.map((t) => t.payload)).toEqual(['a', 'b', 'c']);
    expect(q.waiting.map((t) => t.payload)).toEqual(['d', 'e']);
  });

  it('promotes the next waiting toast when one is dismissed', () => {
    let q = emptyQueue<string>();
    for (const m of ['a', 'b', 'c', 'd', 'e']) q = enqueue(q, m);
    const b = q.visible[1].id;
    q = dismiss(q, b);
    expect(q.visible.map((t) => t.payload)).toEqual(['a', 'c', 'd']);
    expect(q.waiting.map((t) => t.payload)).toEqual(['e']);
    q = dismiss(q, q.visible[0].id);
    q = dismiss(q, q.visible[0].id);
    q = dismiss(q, q.visible[0].id);
    expect(q.visible.map((t) => t.payload)).toEqual(['e']);
    expect(q.waiting).toEqual([]);
  });

  it('can drop a waiting toast and ignores unknown ids', () => {
    let q = emptyQueue<string>();
    for (const m of ['a', 'b', 'c', 'd']) q = enqueue(q, m);
    const same = dismiss(q, 999);
    expect(same).toBe(q);
    q = dismiss(q, q.waiting[0].id);
    expect(q.waiting).toEqual([]);
    expect(q.visible).toHaveLength(3);
  });

  it('gives every toast a new id', () => {
    let q = emptyQueue<string>();
    q = enqueue(q, 'a');
    q = dismiss(q, q.visible[0].id);
    q = enqueue(q, 'b');
    expect(q.visible[0].id).toBe(2);
  });

  it('hides after 5000 ms unless the message says otherwise; anchor bottom left', () => {
    expect(TOAST_AUTO_HIDE_MS).toBe(5000);
    expect(autoHideFor(undefined)).toBe(5000);
    expect(autoHideFor(2000)).toBe(2000);
    expect(autoHideFor(null)).toBeNull();
    expect(autoHideFor(0)).toBeNull();
    expect(TOAST_ANCHOR).toEqual({ vertical: 'bottom', horizontal: 'left' });
  });
});
