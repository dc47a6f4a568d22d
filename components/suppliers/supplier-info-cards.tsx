import { PartyInfoCards } from '@/components/parties/party-info-cards';
import { DescriptionItem } from '@/components/ui/description-list';
import type { SupplierDto } from '@/lib/suppliers/dto';
import { formatMoney } from '@/lib/utils';
import { QualityRatingBadge } from './badges';

/** Basic Information, Supplier Details, Address and Notes (only if present) — spec §2. Amounts in the supplier's currency. */
export function SupplierInfoCards({ supplier: s }: { supplier: SupplierDto }) {
  return (
    <PartyInfoCards
      party={s}
      columns={3}
      code={{ label: 'Supplier Code', value: s.supplier_code }}
      addressLabels={{ billing: 'Street Address', shipping: 'Ship-From Address', sameAs: 'Same as street address' }}
      terms={{
        title: 'Supplier Details',
        rows: (
          <>
            <DescriptionItem label="Payment Terms">{s.payment_terms}</DescriptionItem>
            <DescriptionItem label="Lead Time">{s.lead_time_days != null ? `${s.lead_time_days} ${s.lead_time_days === 1 ? 'day' : 'days'}` : null}</DescriptionItem>
            <DescriptionItem label="Min Order Value">{s.minimum_order_value != null ? formatMoney(s.minimum_order_value, s.currency) : null}</DescriptionItem>
            <DescriptionItem label="Credit Limit">{formatMoney(s.credit_limit, s.currency)}</DescriptionItem>
            <DescriptionItem label="Currency">{s.currency}</DescriptionItem>
            <DescriptionItem label="Tax ID">{s.tax_id}</DescriptionItem>
            <DescriptionItem label="Quality Rating">{s.quality_rating ? <QualityRatingBadge rating={s.quality_rating} /> : null}</DescriptionItem>
          </>
        ),
      }}
    />
  );
}
