import type { ColumnDef } from '@tanstack/react-table';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { DataTable } from '@/components/data-table/data-table';
import Link from '@/components/ui/link';
import type { CustomerContactDto, CustomerLocationDto, CustomerPartNumberDto } from '@/lib/sales/dto';
import { CustomerRecordDialog } from './lazy-dialogs';

type Records = { contacts: CustomerContactDto[]; locations: CustomerLocationDto[]; parts: CustomerPartNumberDto[] };
type Path = 'contacts' | 'locations' | 'part-numbers';

const empty = (text: string) => <p className="p-4 text-center text-sm text-muted-foreground">{text}</p>;

function removeColumn<T extends { id: number }>(customerId: number, path: Path, label: string, name: (r: T) => string): ColumnDef<T> {
  return {
    id: 'remove',
    header: () => <span className="sr-only">Remove</span>,
    meta: { className: 'text-right' },
    cell: ({ row }) => (
      <ConfirmAction
        label="Remove"
        aria-label={`Remove ${name(row.original)}`}
        title={`Remove ${name(row.original)}?`}
        description={`The ${label.toLowerCase()} is removed from this customer.`}
        confirmLabel="Remove"
        request={{ url: `/api/customers/${customerId}/${path}/${row.original.id}`, method: 'DELETE' }}
        success={`${label} removed`}
        failure={`The ${label.toLowerCase()} could not be removed.`}
      />
    ),
  };
}

/** The customer page's Contacts, Locations and Part Cross-References tabs: the lists (server-drawn) and, for roles that may, Add and Remove. */
export function CustomerContacts({ customerId, records, mayEdit }: { customerId: number; records: Records; mayEdit: boolean }) {
  const columns: ColumnDef<CustomerContactDto>[] = [
    { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
    { id: 'title', header: 'Title', cell: ({ row }) => row.original.title ?? '—' },
    { id: 'email', header: 'Email', cell: ({ row }) => (row.original.email ? <a href={`mailto:${row.original.email}`} className="text-primary hover:underline">{row.original.email}</a> : '—') },
    { id: 'phone', header: 'Phone', cell: ({ row }) => row.original.phone ?? '—' },
    ...(mayEdit ? [removeColumn<CustomerContactDto>(customerId, 'contacts', 'Contact', (r) => r.name)] : []),
  ];
  return (
    <div className="space-y-3">
      {mayEdit && (
        <div className="flex justify-end">
          <CustomerRecordDialog customerId={customerId} path="contacts" title="Add a contact" label="Contact" fields={[{ name: 'name', label: 'Name' }, { name: 'title', label: 'Title' }, { name: 'email', label: 'Email' }, { name: 'phone', label: 'Phone' }]} />
        </div>
      )}
      <DataTable columns={columns} data={records.contacts} caption="Contacts" getRowId={(r) => String(r.id)} emptyState={empty('No contacts yet.')} />
    </div>
  );
}

export function CustomerLocations({ customerId, records, mayEdit }: { customerId: number; records: Records; mayEdit: boolean }) {
  const columns: ColumnDef<CustomerLocationDto>[] = [
    { id: 'name', header: 'Location', cell: ({ row }) => row.original.name },
    { id: 'address', header: 'Ship-To Address', meta: { className: 'whitespace-pre-line' }, cell: ({ row }) => row.original.address },
    ...(mayEdit ? [removeColumn<CustomerLocationDto>(customerId, 'locations', 'Location', (r) => r.name)] : []),
  ];
  return (
    <div className="space-y-3">
      {mayEdit && (
        <div className="flex justify-end">
          <CustomerRecordDialog customerId={customerId} path="locations" title="Add a ship-to location" label="Location" fields={[{ name: 'name', label: 'Name' }, { name: 'address', label: 'Address', kind: 'textarea' }]} />
        </div>
      )}
      <DataTable columns={columns} data={records.locations} caption="Ship-to locations" getRowId={(r) => String(r.id)} emptyState={empty('No ship-to locations yet.')} />
    </div>
  );
}

export function CustomerPartNumbers({ customerId, records, mayEdit }: { customerId: number; records: Records; mayEdit: boolean }) {
  const columns: ColumnDef<CustomerPartNumberDto>[] = [
    { id: 'cpn', header: 'Customer Part #', cell: ({ row }) => <span className="font-mono">{row.original.customer_part_number}</span> },
    {
      id: 'product',
      header: 'Our Product',
      cell: ({ row }) => (
        <Link href={`/products/${row.original.product_id}`} className="text-primary hover:underline">
          <span className="font-mono">{row.original.product.product_code}</span> {row.original.product.product_name}
        </Link>
      ),
    },
    { id: 'description', header: 'Description', cell: ({ row }) => row.original.description ?? '—' },
    ...(mayEdit ? [removeColumn<CustomerPartNumberDto>(customerId, 'part-numbers', 'Part cross-reference', (r) => r.customer_part_number)] : []),
  ];
  return (
    <div className="space-y-3">
      {mayEdit && (
        <div className="flex justify-end">
          <CustomerRecordDialog
            customerId={customerId}
            path="part-numbers"
            title="Add a part cross-reference"
            label="Part cross-reference"
            fields={[{ name: 'customer_part_number', label: 'Customer Part #' }, { name: 'product_id', label: 'Our Product', kind: 'product' }, { name: 'description', label: 'Description' }]}
          />
        </div>
      )}
      <DataTable columns={columns} data={records.parts} caption="Part cross-references" getRowId={(r) => String(r.id)} emptyState={empty('No part cross-references yet.')} />
    </div>
  );
}
