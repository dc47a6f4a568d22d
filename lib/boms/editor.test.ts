import { describe, expect, it } from 'vitest';
import { bomToDraft, canSaveBom, draftToPayload, emptyBomDraft, missingComponents, moveItem, newBomItem, removeItem } from './editor';

describe('BOM editor', () => {
  it('new lines carry the defaults: quantity 1, scrap 0, unit pcs, operation assembly', () => {
    expect(newBomItem()).toMatchObject({ component: null, quantity: '1', scrap_percentage: '0', unit: 'pcs', operation: 'assembly', notes: '' });
    expect(newBomItem().key).not.toBe(newBomItem().key);
  });

  it('Save is disabled with zero items or while saving', () => {
    expect(canSaveBom(emptyBomDraft())).toBe(false);
    expect(canSaveBom({ items: [newBomItem()] })).toBe(true);
    expect(canSaveBom({ items: [newBomItem()] }, true)).toBe(false);
  });

  it('moves lines up and down and removes them', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('builds the payload with decimals, integer ids and the line position as sequence', () => {
    const first = { ...newBomItem(), component: { id: 12, product_code: 'RM-PP', product_name: 'PP' }, quantity: '2.05', scrap_percentage: '2.5', unit: 'g', operation: 'molding' as const };
    const second = { ...newBomItem(), component: { id: 7, product_code: 'PK', product_name: 'Carton' }, notes: '  50 per box ' };
    expect(draftToPayload(3, { bom_type: 'assembly', is_active: false, version: 2, items: [first, second] })).toEqual({
      product_id: 3,
      bom_type: 'assembly',
      is_active: false,
      version: 2,
      items: [
        { item_type: 'product', item_id: 12, quantity: 2.05, unit: 'g', scrap_percentage: 2.5, operation: 'molding', notes: null, sequence: 1 },
        { item_type: 'product', item_id: 7, quantity: 1, unit: 'pcs', scrap_percentage: 0, operation: 'assembly', notes: '50 per box', sequence: 2 },
      ],
    });
  });

  it('sends what is not a number as typed, so the server names the field; an empty scrap is 0', () => {
    const line = { ...newBomItem(), component: { id: 1, product_code: 'A', product_name: 'A' }, quantity: 'abc', scrap_percentage: '' };
    expect(draftToPayload(2, { ...emptyBomDraft(), items: [line] }).items).toEqual([expect.objectContaining({ quantity: 'abc', scrap_percentage: 0 })]);
  });

  it('flags lines without a component', () => {
    const draft = { items: [{ ...newBomItem(), component: { id: 1, product_code: 'A', product_name: 'A' } }, newBomItem()] };
    expect(missingComponents(draft)).toEqual({ 'items.1.item_id': 'Choose a component.' });
  });

  it('loads an existing BOM in its order with component labels', () => {
    const draft = bomToDraft({
      bom_type: 'assembly',
      is_active: true,
      version: 3,
      items: [
        { item_id: 5, quantity: 1, unit: 'pcs', scrap_percentage: 0.5, operation: 'assembly', notes: null, component: { product_code: 'WIP-1', product_name: 'Base' } },
        { item_id: 6, quantity: 0.025, unit: 'ea', scrap_percentage: 0, operation: 'packaging', notes: '40 per carton', component: { product_code: 'PK-1', product_name: 'Carton' } },
      ],
    });
    expect(draft.version).toBe(3);
    expect(draft.items.map((i) => [i.component?.product_code, i.quantity, i.scrap_percentage, i.notes])).toEqual([
      ['WIP-1', '1', '0.5', ''],
      ['PK-1', '0.025', '0', '40 per carton'],
    ]);
  });
});
