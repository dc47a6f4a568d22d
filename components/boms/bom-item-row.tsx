'use client';

import * as React from 'react';
import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import { ArrowDown, ArrowUp, Trash2 } from '@/components/ui/icons';
import { ProductPicker } from '@/components/pickers/product-picker';
import { Button } from '@/components/ui/button';
import { errorId, fieldErrorProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { numberFromInput } from '@/components/form/number-input';
import { BOM_OPERATION_LABELS, BOM_OPERATIONS } from '@/lib/boms/constants';
import type { BomFormValues, PickedComponent } from '@/lib/boms/editor';
import { UNITS } from '@/lib/products/constants';
import { cn } from '@/lib/utils';

/** One grid for the header and every line (wide screens); lines stack into two columns below lg. */
export const BOM_LINE_GRID = 'lg:grid-cols-[1.75rem_minmax(0,1fr)_5.5rem_5.5rem_5rem_8.5rem_10rem_6.5rem]';

export function BomLinesHeader() {
  return (
    <div aria-hidden="true" className={cn('hidden gap-2 px-2 text-xs font-medium text-muted-foreground lg:grid', BOM_LINE_GRID)}>
      <span>#</span>
      <span>Component</span>
      <span>Quantity</span>
      <span>Unit</span>
      <span>Scrap %</span>
      <span>Operation</span>
      <span>Notes</span>
      <span />
    </div>
  );
}

function LineField({ label, htmlFor, error, className, children }: { label: string; htmlFor: string; error?: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={cn('grid min-w-0 content-start gap-1', className)}>
      {/* The header row names the columns on wide screens; the label stays for screen readers. */}
      <Label htmlFor={htmlFor} className="text-xs lg:sr-only">
        {label}
      </Label>
      {children}
      {error && (
        <p id={errorId(htmlFor)} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

type BomItemRowProps = {
  index: number;
  count: number;
  /** A stable id prefix for the line's controls (the field array's key). */
  lineId: string;
  disabled: boolean;
  /** The component records known by id, for the picker's label. */
  componentOf: (id: number) => PickedComponent | undefined;
  onPick: (component: PickedComponent) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
};

/**
 * One BOM line bound to `items.{index}` of the surrounding form: component (the ProductPicker), quantity,
 * unit, scrap %, operation, notes, reorder/remove. Errors (the schema's in the browser, the server's
 * `items.{index}.…`) show under their control.
 */
export function BomItemRow({ index, count, lineId, disabled, componentOf, onPick, onMove, onRemove }: BomItemRowProps) {
  const { register, getFieldState, formState } = useFormContext<BomFormValues>();
  const name = (field: string) => `items.${index}.${field}` as FieldPath<BomFormValues>;
  const errorOf = (field: string) => getFieldState(name(field), formState).error?.message;
  const { field: itemId } = useController<BomFormValues, `items.${number}.item_id`>({ name: `items.${index}.item_id` });
  const picked = itemId.value == null ? null : (componentOf(itemId.value) ?? { id: itemId.value, product_code: `#${itemId.value}`, product_name: '' });
  const n = index + 1;
  const id = (field: string) => `${lineId}-${field}`;
  return (
    <li aria-label={`Item ${n}`} className={cn('grid grid-cols-2 items-start gap-2 rounded-lg border bg-muted/20 p-2', BOM_LINE_GRID)}>
      <span aria-hidden="true" className="col-span-2 flex size-7 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700 lg:col-span-1 lg:mt-1">
        {n}
      </span>
      <LineField label={`Component ${n}`} htmlFor={id('component')} error={errorOf('item_id')} className="col-span-2 lg:col-span-1">
        <ProductPicker<PickedComponent>
          id={id('component')}
          value={picked}
          onSelect={(component) => {
            if (component) onPick(component);
            itemId.onChange(component?.id ?? null);
          }}
          disabled={disabled}
          {...fieldErrorProps(id('component'), errorOf('item_id'))}
        />
      </LineField>
      <LineField label="Quantity" htmlFor={id('quantity')} error={errorOf('quantity')}>
        <Input id={id('quantity')} type="number" step="any" min="0" inputMode="decimal" disabled={disabled} {...register(name('quantity'), { setValueAs: numberFromInput })} {...fieldErrorProps(id('quantity'), errorOf('quantity'))} />
      </LineField>
      <LineField label="Unit" htmlFor={id('unit')} error={errorOf('unit')}>
        <Select id={id('unit')} disabled={disabled} options={UNITS.map((u) => ({ value: u, label: u }))} {...register(name('unit'))} {...fieldErrorProps(id('unit'), errorOf('unit'))} />
      </LineField>
      <LineField label="Scrap %" htmlFor={id('scrap')} error={errorOf('scrap_percentage')}>
        <Input
          id={id('scrap')}
          type="number"
          step="any"
          min="0"
          max="100"
          inputMode="decimal"
          disabled={disabled}
          {...register(name('scrap_percentage'), { setValueAs: numberFromInput })}
          {...fieldErrorProps(id('scrap'), errorOf('scrap_percentage'))}
        />
      </LineField>
      <LineField label="Operation" htmlFor={id('operation')} error={errorOf('operation')}>
        <Select
          id={id('operation')}
          disabled={disabled}
          options={BOM_OPERATIONS.map((o) => ({ value: o, label: BOM_OPERATION_LABELS[o] }))}
          {...register(name('operation'))}
          {...fieldErrorProps(id('operation'), errorOf('operation'))}
        />
      </LineField>
      <LineField label="Notes" htmlFor={id('notes')} error={errorOf('notes')} className="col-span-2 lg:col-span-1">
        <Input id={id('notes')} disabled={disabled} maxLength={1000} placeholder="Optional" {...register(name('notes'))} {...fieldErrorProps(id('notes'), errorOf('notes'))} />
      </LineField>
      <div className="col-span-2 flex justify-end gap-0.5 lg:col-span-1">
        <Button type="button" variant="ghost" size="icon-sm" aria-label={`Move item ${n} up`} disabled={disabled || index === 0} onClick={() => onMove(-1)}>
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button type="button" variant="ghost" size="icon-sm" aria-label={`Move item ${n} down`} disabled={disabled || index === count - 1} onClick={() => onMove(1)}>
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button type="button" variant="ghost" size="icon-sm" aria-label={`Remove item ${n}`} disabled={disabled} onClick={onRemove} className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
