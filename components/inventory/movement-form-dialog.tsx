'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { FormDialog, NumberField, SelectField, TextareaField, TextField } from '@/components/form';
import { ADJUSTMENT_REASON_LABELS, ADJUSTMENT_REASONS } from '@/lib/inventory/constants';
import type { InventoryItemDto, StockLocation, StockLotDto } from '@/lib/inventory/dto';
import { adjustSchema, issueSchema, receiveSchema, transferSchema } from '@/lib/inventory/schemas';
import { formatMoney, formatNumber } from '@/lib/utils';

export type MovementKind = 'receive' | 'issue' | 'transfer' | 'adjust';
export type LocationOption = StockLocation;

/**
 * What a movement dialog shows of the item (a row of the inventory list sends no more; a scanned lot knows no
 * standard cost, which only a receipt shows).
 */
export type MovementItem = Pick<InventoryItemDto, 'id' | 'item_code' | 'item_name' | 'quantity_available' | 'unit'> & Partial<Pick<InventoryItemDto, 'standard_cost'>>;

/**
 * A scanned lot (its label): the issue or transfer takes from that lot, at its location; the quantity starts at
 * what of it is free (on hand less allocated), and stays editable.
 */
export type MovementLot = Pick<StockLotDto, 'id' | 'location_id' | 'location_code' | 'location_name' | 'quantity_available'> & { code: string };

type Props = { kind: MovementKind; item: MovementItem; locations: LocationOption[]; lot?: MovementLot | null; open: boolean; onOpenChange: (open: boolean) => void };

const TITLES: Record<MovementKind, string> = { receive: 'Receive Stock', issue: 'Issue Stock', transfer: 'Transfer Stock', adjust: 'Adjust Stock' };
const SUBMIT: Record<MovementKind, string> = { receive: 'Receive', issue: 'Issue', transfer: 'Transfer', adjust: 'Adjust' };
const DONE: Record<MovementKind, string> = { receive: 'received', issue: 'issued', transfer: 'transferred', adjust: 'adjusted' };
const URLS: Record<MovementKind, string> = { receive: '/api/inventory/receipts', issue: '/api/inventory/issues', transfer: '/api/inventory/transfers', adjust: '/api/inventory/adjustments' };

/**
 * Receive / Issue / Transfer / Adjust one item (FormDialog on the schemas the movements service parses). Issues and
 * transfers take FIFO, oldest lot first — or, given a scanned `lot`, from that lot only (`lot_id`: its location is
 * the lot's); the server refuses more than is available (422 under the quantity).
 */
export function MovementDialog({ kind, item, locations, lot, open, onOpenChange }: Props) {
  const router = useRouter();
  const options = locations.map((l) => ({ value: String(l.id), label: `${l.location_code} — ${l.location_name}` }));
  const fromLot = lot && (kind === 'issue' || kind === 'transfer') ? lot : null;
  const common = {
    title: fromLot ? `${TITLES[kind]} from Lot ${fromLot.code}` : TITLES[kind],
    description: fromLot ? (
      <>
        {item.item_code} · {item.item_name} — {formatNumber(fromLot.quantity_available)} {item.unit} free in lot {fromLot.code}
      </>
    ) : (
      <>
        {item.item_code} · {item.item_name} — {formatNumber(item.quantity_available)} {item.unit} available
      </>
    ),
    open,
    onOpenChange,
    submitLabel: SUBMIT[kind],
    savingLabel: 'Saving...',
    className: 'sm:max-w-lg',
    failureMessage: `Failed to ${SUBMIT[kind].toLowerCase()} stock`,
    // From a scanned lot its location and the lot are not fields: a refusal of them (a location closed since, the lot
    // used up) shows under the quantity, not only as the banner's general message.
    fieldAliases: fromLot ? { lot_id: 'quantity', location_id: 'quantity', from_location_id: 'quantity' } : undefined,
    onSuccess: (data: unknown) => {
      // A receipt makes a lot: its label is one click away.
      const lot = kind === 'receive' ? (data as { lot_id?: number | null } | undefined)?.lot_id : null;
      toast.success(`${item.item_code} ${DONE[kind]}`, lot ? { action: { label: 'Print lot label', onClick: () => router.push(`/inventory/lots/${lot}/label`) } } : undefined);
      router.refresh();
    },
  };
  const request = (values: unknown) => ({ url: URLS[kind], method: 'POST' as const, body: values });
  const unit = <span className="text-xs text-muted-foreground">in {item.unit}</span>;
  const notes = <TextareaField name="notes" label="Notes" rows={2} />;
  // The scanned lot fixes where the stock is taken from: shown, not chosen.
  const lotSource = fromLot && (
    <div className="grid gap-1.5 text-sm" data-testid="movement-lot">
      <span className="font-medium">From lot</span>
      <p className="rounded-md border bg-muted/40 px-3 py-2">
        <span className="font-mono font-semibold">{fromLot.code}</span> in {fromLot.location_code} — {fromLot.location_name}
      </p>
    </div>
  );
  const reference = <TextField name="reference" label="Reference" placeholder="PO, work order or document number" />;

  if (kind === 'receive') {
    return (
      <FormDialog
        {...common}
        schema={receiveSchema}
        defaultValues={{ product_id: item.id, location_id: '', quantity: '', unit_cost: '', lot_number: '', received_date: '', reference: '', notes: '' } as never}
        request={request}
      >
        <SelectField numeric name="location_id" label="Location" required options={options} placeholder="Select a location" />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField name="quantity" label="Quantity" required description={unit} />
          <NumberField name="unit_cost" label="Unit cost" description={item.standard_cost == null ? 'Blank: standard cost' : `Blank: standard cost (${formatMoney(item.standard_cost)})`} />
          <TextField name="lot_number" label="Lot number" />
          <TextField name="received_date" label="Received date" type="date" description="Blank: today" />
        </div>
        {reference}
        {notes}
      </FormDialog>
    );
  }
  if (kind === 'issue') {
    const defaults = fromLot
      ? { product_id: item.id, location_id: fromLot.location_id, lot_id: fromLot.id, quantity: fromLot.quantity_available, reference: '', notes: '' }
      : { product_id: item.id, location_id: '', quantity: '', reference: '', notes: '' };
    return (
      <FormDialog {...common} schema={issueSchema} defaultValues={defaults as never} request={request}>
        {lotSource || <SelectField numeric name="location_id" label="From location" options={options} placeholder="Any location (oldest stock first)" />}
        <NumberField name="quantity" label="Quantity" required description={unit} />
        {reference}
        {notes}
      </FormDialog>
    );
  }
  if (kind === 'transfer') {
    const defaults = fromLot
      ? { product_id: item.id, from_location_id: fromLot.location_id, to_location_id: '', lot_id: fromLot.id, quantity: fromLot.quantity_available, reference: '', notes: '' }
      : { product_id: item.id, from_location_id: '', to_location_id: '', quantity: '', reference: '', notes: '' };
    const to = (
      <SelectField
        numeric
        name="to_location_id"
        label="To location"
        required
        options={fromLot ? options.filter((o) => o.value !== String(fromLot.location_id)) : options}
        placeholder="Select a location"
      />
    );
    return (
      <FormDialog {...common} schema={transferSchema} defaultValues={defaults as never} request={request}>
        {fromLot ? (
          <>
            {lotSource}
            {to}
          </>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField numeric name="from_location_id" label="From location" required options={options} placeholder="Select a location" />
            {to}
          </div>
        )}
        <NumberField name="quantity" label="Quantity" required description={unit} />
        {reference}
        {notes}
      </FormDialog>
    );
  }
  return (
    <FormDialog {...common} schema={adjustSchema} defaultValues={{ product_id: item.id, location_id: '', quantity_change: '', reason: '', reference: '', notes: '' } as never} request={request}>
      <SelectField numeric name="location_id" label="Location" required options={options} placeholder="Select a location" />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="quantity_change" label="Quantity change" required description="+ adds, − removes (oldest stock first)" />
        <SelectField name="reason" label="Reason" required options={ADJUSTMENT_REASONS.map((r) => ({ value: r, label: ADJUSTMENT_REASON_LABELS[r] }))} placeholder="Select a reason" />
      </div>
      {notes}
    </FormDialog>
  );
}
