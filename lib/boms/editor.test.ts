import { describe, expect, it } from 'vitest';
import { asFormSends } from '@/components/form/number-input';
import { bomRequest, bomToForm, canSaveBom, emptyBomForm, moveTarget, newBomItem } from './editor';
import { saveBomSchema } from './schemas';

/** The lines' number inputs send JSON numbers (bom-item-row.tsx: `setValueAs: numberFromInput`). */
const sent = <T extends { items: Record<string, unknown>[] }>(form: T): T => ({ ...form, items: form.items.map((line) => asFormSends(line, ['quantity', 'scrap_percentage'])) });

describe('BOM editor', () => {
  it('new lines carry the defaults: quantity 1, scrap 0, unit pcs, operation assembly', () => {
    expect(newBomItem()).toEqual({ item_id: null, quantity: '1', scrap_percentage: '0', unit: 'pcs', operation: 'assembly', notes: '' });
    // Each call is a fresh line (the form's field array keys them).
    expect(newBomItem()).not.toBe(newBomItem());
  });

  it('Save is disabled with zero items or while saving', () => {
    expect(canSaveBom(emptyBomForm(1).items.length)).toBe(false);
    expect(canSaveBom(1)).toBe(true);
    expect(canSaveBom(1, true)).toBe(false);
  });

  it('moves lines up and down, not past either end', () => {
    expect(moveTarget(2, -1, 3)).toBe(1);
    expect(moveTarget(0, 1, 3)).toBe(1);
    expect(moveTarget(0, -1, 3)).toBeNull();
    expect(moveTarget(2, 1, 3)).toBeNull();
    expect(moveTarget(5, -1, 3)).toBeNull();
  });

  it('builds the request with decimals, integer ids and the line position as sequence', () => {
    const first = { ...newBomItem(), item_id: 12, quantity: '2.05', scrap_percentage: '2.5', unit: 'g', operation: 'molding' as const };
    const second = { ...newBomItem(), item_id: 7, notes: '  50 per box ' };
    const parsed = saveBomSchema.parse(sent({ product_id: 3, bom_type: 'assembly', is_active: false, items: [first, second] }));
    expect(bomRequest(parsed, 2)).toEqual({
      url: '/api/boms',
      method: 'POST',
      body: {
        product_id: 3,
        bom_type: 'assembly',
        is_active: false,
        version: 2,
        items: [
          { item_type: 'product', item_id: 12, quantity: 2.05, unit: 'g', scrap_percentage: 2.5, operation: 'molding', notes: null, sequence: 1 },
          { item_type: 'product', item_id: 7, quantity: 1, unit: 'pcs', scrap_percentage: 0, operation: 'assembly', notes: '50 per box', sequence: 2 },
        ],
      },
    });
    expect(bomRequest(parsed).body).toHaveProperty('version', 0); // a first BOM: 409 if someone else's landed meanwhile
  });

  it('refuses what is not a number under that line (the same message the server gives); an empty scrap is 0', () => {
    const line = { ...newBomItem(), item_id: 1, quantity: 'abc', scrap_percentage: '' };
    const result = saveBomSchema.safeParse(sent({ ...emptyBomForm(2), items: [line] }));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['items.0.quantity', 'The quantity must be a number.']]);
    expect(saveBomSchema.parse(sent({ ...emptyBomForm(2), items: [{ ...line, quantity: '3' }] })).items[0]).toMatchObject({ quantity: 3, scrap_percentage: 0 });
  });

  it('flags lines without a component', () => {
    const result = saveBomSchema.safeParse(sent({ ...emptyBomForm(2), items: [{ ...newBomItem(), item_id: 1 }, newBomItem()] }));
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['items.1.item_id', 'The component field is required.']]);
  });

  it('loads an existing BOM in its order with component labels', () => {
    const { values, version, components } = bomToForm({
      product_id: 9,
      bom_type: 'assembly',
      is_active: true,
      version: 3,
      items: [
        { item_id: 5, quantity: 1, unit: 'pcs', scrap_percentage: 0.5, operation: 'assembly', notes: null, component: { product_code: 'WIP-1', product_name: 'Base' } },
        { item_id: 6, quantity: 0.025, unit: 'ea', scrap_percentage: 0, operation: 'packaging', notes: '40 per carton', component: { product_code: 'PK-1', product_name: 'Carton' } },
      ],
    });
    expect(version).toBe(3);
    expect(values).toMatchObject({ product_id: 9, bom_type: 'assembly', is_active: true });
    expect(values.items.map((i) => [i.item_id, i.quantity, i.scrap_percentage, i.notes])).toEqual([
      [5, '1', '0.5', ''],
      [6, '0.025', '0', '40 per carton'],
    ]);
    expect(components.map((c) => [c.id, c.product_code])).toEqual([
      [5, 'WIP-1'],
      [6, 'PK-1'],
    ]);
  });
});
