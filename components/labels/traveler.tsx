import { BOM_OPERATION_LABELS, BOM_OPERATIONS, type BomOperation } from '@/lib/boms/constants';
import type { BomDto } from '@/lib/boms/dto';
import { operationCode } from '@/lib/labels/codes';
import type { WorkOrderDto } from '@/lib/production/dto';
import { formatDate, formatNumber } from '@/lib/utils';
import { Barcode } from './barcode';
import { Label, LabelField } from './label-page';

/**
 * The steps a work order goes through on its traveler: molding, the BOM's assembly when it has one, inspection and
 * packaging, in that order, each with the BOM lines it consumes (numbered 10, 20, … as a routing is).
 */
export function travelerSteps(bom: BomDto | null): { step: number; operation: BomOperation; items: BomDto['items'] }[] {
  const used = new Set(bom?.items.map((i) => i.operation) ?? []);
  return BOM_OPERATIONS.filter((op) => op !== 'assembly' || used.has(op)).map((operation, index) => ({
    step: index + 1,
    operation,
    items: bom?.items.filter((i) => i.operation === operation) ?? [],
  }));
}

/** A work order's traveler (a letter or A4 page that goes with the parts): the order, a code of it, a code per step. */
export function Traveler({ order, bom, size }: { order: WorkOrderDto; bom: BomDto | null; size: 'letter' | 'a4' }) {
  const steps = travelerSteps(bom);
  return (
    <Label size={size} name={`Traveler ${order.work_order_number}`} className="flex flex-col gap-[0.2in] p-[0.5in] text-[10pt]">
      <header className="flex items-start justify-between gap-[0.3in] border-b-2 border-black pb-[0.15in]">
        <div className="min-w-0">
          <p className="text-[9pt] font-semibold uppercase tracking-widest">Work order traveler</p>
          <p className="font-mono text-[24pt] font-bold leading-tight">{order.work_order_number}</p>
          <p className="truncate text-[13pt]">
            <span className="font-mono font-semibold">{order.product.product_code}</span> · {order.product.product_name}
          </p>
        </div>
        <Barcode kind="code128" value={order.work_order_number} caption className="h-[0.9in] w-[2.8in] shrink-0" captionClassName="text-[9pt]" />
      </header>
      <div className="grid grid-cols-3 gap-x-[0.3in] gap-y-[0.12in]">
        <LabelField label="Mold" valueClassName="text-[11pt]">
          <span className="font-mono font-semibold">{order.mold.mold_code}</span> · {order.mold.mold_name}
        </LabelField>
        <LabelField label="Press" valueClassName="text-[11pt]">
          {order.machine ? (
            <>
              <span className="font-mono font-semibold">{order.machine.machine_number}</span> · {order.machine.machine_name}
            </>
          ) : (
            'Not assigned'
          )}
        </LabelField>
        <LabelField label="Cavities" valueClassName="text-[11pt]">
          {order.cavity_count}
        </LabelField>
        <LabelField label="Quantity" valueClassName="text-[14pt] font-bold">
          {formatNumber(order.quantity_planned)} parts
        </LabelField>
        <LabelField label="Target date" valueClassName="text-[14pt] font-bold">
          {formatDate(order.target_date)}
        </LabelField>
        <LabelField label="Sales order" valueClassName="text-[11pt] font-mono">
          {order.sales_order?.order_number ?? '—'}
        </LabelField>
      </div>
      <table className="w-full border-collapse text-left text-[9.5pt]" aria-label="Operations">
        <thead>
          <tr className="border-b border-black text-[8pt] uppercase tracking-wide">
            <th className="w-[0.5in] py-1 pr-2">Step</th>
            <th className="py-1 pr-2">Operation and materials</th>
            <th className="w-[2.5in] py-1 pr-2">Scan</th>
            <th className="w-[1.3in] py-1">Qty · operator · date</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((s) => {
            const code = operationCode(order.work_order_number, s.step);
            return (
              <tr key={s.operation} className="border-b border-slate-500 align-top" data-operation={s.operation}>
                <td className="py-[0.08in] pr-2 font-mono font-bold">{s.step * 10}</td>
                <td className="py-[0.08in] pr-2">
                  <p className="font-semibold">{BOM_OPERATION_LABELS[s.operation]}</p>
                  {s.items.map((i) => (
                    <p key={i.id} className="text-[8.5pt]">
                      <span className="font-mono">{i.component.product_code}</span> {i.component.product_name} — {formatNumber(i.quantity, 4)} {i.unit}
                    </p>
                  ))}
                </td>
                <td className="py-[0.08in] pr-2">
                  <Barcode kind="code128" value={code} caption className="h-[0.6in] w-[2.4in]" captionClassName="text-[7.5pt]" />
                </td>
                <td className="py-[0.08in]">
                  <div className="mt-[0.35in] border-t border-dotted border-black" />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {order.notes && (
        <LabelField label="Notes" valueClassName="whitespace-pre-line text-[10pt]">
          {order.notes}
        </LabelField>
      )}
    </Label>
  );
}
