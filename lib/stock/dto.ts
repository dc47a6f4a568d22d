/** A stock movement as the API answers it (client-safe): the type, the OpenAPI document and the response tests read this schema. */
import { z } from 'zod';
import { out } from '@/lib/validation/output';
import { MOVEMENT_TYPES } from './constants';

const locationRef = z.object({ id: out.id(), location_code: out.text(), location_name: out.text() });

export const movementDto = z.object({
  id: out.id(),
  product_id: out.id(),
  movement_type: out.enum(MOVEMENT_TYPES),
  quantity: out.number('The change of the product’s total on hand, in its unit: + receipt, − issue, ± adjustment; a transfer moves it (the total stays).'),
  from_location: locationRef.nullable(),
  to_location: locationRef.nullable(),
  lot_id: out.id('The lot a receipt created.').nullable(),
  lots: z.array(z.object({ lot_id: out.id(), location_id: out.id(), quantity: out.number('+ into the lot, − out of it.') })).meta({ description: 'The lots the movement touched (FIFO).' }),
  unit_cost: out.number('Plant currency per unit.').nullable(),
  balance_after: out.number('The product’s on hand after this movement.'),
  reference: out.text().nullable(),
  reason: out.text().nullable(),
  notes: out.text().nullable(),
  movement_date: out.date(),
  created_by: z.object({ id: out.id(), name: out.text() }).nullable(),
  created_at: out.timestamp(),
});
export type MovementDto = z.infer<typeof movementDto>;
