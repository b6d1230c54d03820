import { describe, expect, it } from 'vitest';
import { appliesTo, checklistProgress, isCatalogDispatchKind } from '../../../src/shared/situations/checklist';

describe('measure catalogue checklist', () => {
  it('gives a situation its category entries, and subcategory entries only of its subcategory', () => {
    const sit = { categoryId: '1', subcategoryId: '7' };
    expect(appliesTo({ categoryId: '1', subcategoryId: null, active: true }, sit)).toBe(true);
    expect(appliesTo({ categoryId: '1', subcategoryId: '7', active: true }, sit)).toBe(true);
    expect(appliesTo({ categoryId: '1', subcategoryId: '8', active: true }, sit)).toBe(false);
    expect(appliesTo({ categoryId: '2', subcategoryId: null, active: true }, sit)).toBe(false);
    expect(appliesTo({ categoryId: '1', subcategoryId: null, active: false }, sit)).toBe(false);
    expect(appliesTo({ categoryId: '1', subcategoryId: '7', active: true }, { categoryId: '1', subcategoryId: null })).toBe(false);
  });

  it('counts progress', () => {
    expect(checklistProgress([{ done: true }, { done: false }, { done: true }])).toEqual({ done: 2, total: 3 });
    expect(checklistProgress([])).toEqual({ done: 0, total: 0 });
  });

  it('knows the dispatch kinds', () => {
    expect(isCatalogDispatchKind('shortTurn')).toBe(true);
    expect(isCatalogDispatchKind('explode')).toBe(false);
  });
});
