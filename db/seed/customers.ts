import { inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { customers } from '@/db/schema';
import type { PartyStatus } from '@/lib/customers/constants';
import type { CreateCustomerInput } from '@/lib/customers/schemas';
import { createCustomer } from '@/lib/customers/service';
import { seedContext } from './context';

type Row = [
  company_name: string,
  dba_name: string | null,
  contact_person: string,
  email: string,
  phone: string,
  billing_address: string,
  shipping_address: string | null,
  city: string,
  state: string,
  postal_code: string,
  credit_limit: number,
  payment_terms_text: string,
  status?: PartyStatus,
  notes?: string,
];

/**
 * Customers of a mid-size custom molder in the US Midwest: automotive tier suppliers, medical device makers,
 * packaging converters and consumer-goods brands. Codes come from the sequence, so they follow insertion order.
 */
export const DEMO_CUSTOMERS: Row[] = [
  // Automotive tier 1 / tier 2
  ['Great Lakes Automotive Systems, Inc.', 'GLAS', 'Maria Lopez', 'mlopez@glas-auto.com', '(313) 555-0142', '4100 Michigan Ave', 'Receiving Dock 3, 4180 Michigan Ave', 'Detroit', 'MI', '48210', 750000, 'Net 45', 'active', 'PPAP level 3 on all new parts. Ships on returnable dunnage.'],
  ['Huron Interior Trim LLC', null, 'Kevin Brandt', 'kbrandt@hurontrim.com', '(248) 555-0177', '2250 Featherstone Rd', null, 'Auburn Hills', 'MI', '48326', 400000, 'Net 45'],
  ['Buckeye Lighting Components Corp.', 'Buckeye Lighting', 'Sandra Kim', 'skim@buckeyelighting.com', '(614) 555-0119', '880 Harmon Ave', 'Door 12, 900 Harmon Ave', 'Columbus', 'OH', '43223', 350000, 'Net 60'],
  ['Ridgeway Fluid Systems Inc.', null, 'Paul Mendes', 'p.mendes@ridgewayfluid.com', '(419) 555-0163', '1500 Matzinger Rd', null, 'Toledo', 'OH', '43612', 300000, 'Net 45', 'active', 'Glass-filled nylon connectors; IMDS submission required.'],
  ['Keystone Seating Structures', 'KSS', 'Linda Carver', 'lcarver@keystoneseating.com', '(717) 555-0128', '75 Industrial Park Dr', null, 'York', 'PA', '17402', 250000, 'Net 45'],
  ['Prairie Powertrain Components', null, 'Ahmed Siddiqui', 'asiddiqui@prairiepowertrain.com', '(309) 555-0150', '3300 N Sheridan Rd', 'Bldg B, 3300 N Sheridan Rd', 'Peoria', 'IL', '61604', 500000, 'Net 60'],
  ['Tri-County Wire Harness Co.', null, 'Brenda Walsh', 'bwalsh@tricountyharness.com', '(260) 555-0181', '1920 Ferguson Rd', null, 'Fort Wayne', 'IN', '46809', 120000, 'Net 30'],
  ['Lakeshore Mirror & Glass Systems', 'Lakeshore Mirror', 'Jorge Ramirez', 'jramirez@lakeshoremirror.com', '(616) 555-0107', '455 Chicago Dr', null, 'Holland', 'MI', '49423', 275000, 'Net 45'],
  ['Cumberland Brake Products', null, 'Hannah Price', 'hprice@cumberlandbrake.com', '(615) 555-0133', '6200 Centennial Blvd', null, 'Nashville', 'TN', '37209', 180000, 'Net 30', 'inactive', 'Program ended 2025; tooling returned to customer.'],
  ['Bluegrass Climate Controls', null, 'Derek Young', 'dyoung@bluegrassclimate.com', '(859) 555-0170', '101 Cherry Blossom Way', 'Dock 5, 101 Cherry Blossom Way', 'Georgetown', 'KY', '40324', 220000, 'Net 45'],

  // Medical devices
  ['Northstar Medical Devices, Inc.', 'Northstar Medical', 'Dr. Emily Chen', 'echen@northstarmed.com', '(763) 555-0112', '7800 Northland Dr', 'Cleanroom Receiving, 7810 Northland Dr', 'Minneapolis', 'MN', '55428', 600000, 'Net 30', 'active', 'ISO 13485. Class 7 cleanroom molding; lot traceability on every shipment.'],
  ['Cascade Diagnostics LLC', null, 'Rachel Nguyen', 'rnguyen@cascadedx.com', '(608) 555-0145', '5500 Research Park Blvd', null, 'Madison', 'WI', '53719', 200000, 'Net 30'],
  ['Meridian Surgical Instruments', null, 'Thomas Avery', 'tavery@meridiansurgical.com', '(317) 555-0159', '9100 Keystone Crossing', null, 'Indianapolis', 'IN', '46240', 450000, 'Net 45', 'active', 'Validated process (IQ/OQ/PQ) on handle overmolds.'],
  ['Lifeline Respiratory Products', null, 'Olivia Grant', 'ogrant@lifelinerespiratory.com', '(412) 555-0166', '400 Technology Dr', null, 'Pittsburgh', 'PA', '15219', 150000, 'Net 30'],
  ['Summit Orthopedic Components', 'Summit Ortho', 'Brian Foster', 'bfoster@summitortho.com', '(574) 555-0121', '2600 E Center St', null, 'Warsaw', 'IN', '46580', 350000, 'Net 45'],
  ['Clearwater Fluid Delivery Corp.', null, 'Nina Patel', 'npatel@clearwaterfluid.com', '(727) 555-0138', '13000 Starkey Rd', null, 'Largo', 'FL', '33773', 100000, 'Net 30', 'suspended', 'On credit hold until the March invoices are settled.'],
  ['BioVantage Labware', null, 'Samuel Ortiz', 'sortiz@biovantagelab.com', '(919) 555-0185', '2 Davis Dr', null, 'Durham', 'NC', '27709', 125000, 'Net 30'],
  ['Redwood Dental Supply Co.', null, 'Grace Holloway', 'gholloway@redwooddental.com', '(414) 555-0117', '1200 W Canal St', null, 'Milwaukee', 'WI', '53233', 80000, 'Net 30'],

  // Packaging
  ['Heartland Closures & Caps', 'Heartland Closures', 'Mike Sorensen', 'msorensen@heartlandclosures.com', '(402) 555-0102', '6400 S 60th St', 'Warehouse 2, 6420 S 60th St', 'Omaha', 'NE', '68117', 300000, 'Net 30', 'active', '28 mm PCO closures, 48-cavity hot runner tools.'],
  ['Pinnacle Food Packaging LLC', null, 'Karen Duffy', 'kduffy@pinnaclefoodpack.com', '(608) 555-0191', '1400 Pankratz St', null, 'Madison', 'WI', '53704', 225000, 'Net 30'],
  ['Evergreen Cosmetic Packaging', null, 'Sofia Marino', 'smarino@evergreencosmeticpack.com', '(201) 555-0174', '55 Route 17 S', null, 'Paramus', 'NJ', '07652', 175000, 'Net 45'],
  ['Riverbend Dairy Containers', null, 'Walter Hughes', 'whughes@riverbenddairy.com', '(563) 555-0148', '3000 Kimberly Rd', null, 'Davenport', 'IA', '52807', 90000, 'Net 30'],
  ['Summit Pharma Packaging Inc.', 'SPP', 'Angela Ruiz', 'aruiz@summitpharmapack.com', '(973) 555-0126', '100 Passaic Ave', 'Dock B, 100 Passaic Ave', 'Fairfield', 'NJ', '07004', 400000, 'Net 60', 'active', 'Child-resistant closures; FDA DMF on file.'],
  ['Coastal Beverage Systems', null, 'Ryan Feldman', 'rfeldman@coastalbev.com', '(904) 555-0160', '8800 Western Way', null, 'Jacksonville', 'FL', '32256', 60000, 'Net 30', 'inactive'],
  ['Allegheny Industrial Pails', null, 'Dennis Kowalski', 'dkowalski@alleghenypails.com', '(724) 555-0139', '250 Commerce Dr', null, 'Washington', 'PA', '15301', 140000, 'Net 30'],
  ['FreshPath Produce Packaging', null, 'Lucia Romero', 'lromero@freshpathpack.com', '(559) 555-0113', '2700 S Cherry Ave', null, 'Fresno', 'CA', '93706', 110000, 'Net 30'],

  // Consumer goods and appliances
  ['Maple Leaf Housewares Ltd.', 'Maple Leaf Home', 'Jennifer Boyd', 'jboyd@mapleleafhousewares.com', '(905) 555-0152', '1455 Meyerside Dr', null, 'Mississauga', 'ON', 'L5T 1B9', 200000, 'Net 45', 'active', 'Bills in CAD; ship via Detroit–Windsor crossing.'],
  ['Brightside Toys Company', null, 'Chris Donnelly', 'cdonnelly@brightsidetoys.com', '(616) 555-0134', '3100 28th St SE', null, 'Grand Rapids', 'MI', '49512', 150000, 'Net 30', 'active', 'ASTM F963 testing on every new colour.'],
  ['TrailCraft Outdoor Gear', null, 'Megan Larson', 'mlarson@trailcraftgear.com', '(303) 555-0188', '5600 Airport Blvd', null, 'Boulder', 'CO', '80301', 95000, 'Net 30'],
  ['Whirlwind Appliance Parts', null, 'Greg Nowak', 'gnowak@whirlwindparts.com', '(269) 555-0115', '2000 M-63 N', 'Receiving, 2050 M-63 N', 'Benton Harbor', 'MI', '49022', 500000, 'Net 60'],
  ['Everyday Garden Products', null, 'Patricia Hale', 'phale@everydaygarden.com', '(330) 555-0172', '1600 Akron Peninsula Rd', null, 'Akron', 'OH', '44313', 85000, 'Net 30'],
  ['Pioneer Power Tools Inc.', null, 'Victor Alvarez', 'valvarez@pioneerpowertools.com', '(414) 555-0103', '13135 W Lisbon Rd', null, 'Brookfield', 'WI', '53005', 325000, 'Net 45', 'active', 'Two-shot TPE grips; colour match to Pantone 7413C.'],
  ['Harborview Pet Products', null, 'Stacy Morgan', 'smorgan@harborviewpet.com', '(206) 555-0167', '4400 Airport Way S', null, 'Seattle', 'WA', '98108', 70000, 'Net 30', 'suspended', 'Quality hold: open 8D on latch breakage.'],
  ['Sterling Office Essentials', null, 'Daniel Reyes', 'dreyes@sterlingoffice.com', '(630) 555-0156', '1000 Remington Blvd', null, 'Bolingbrook', 'IL', '60440', 100000, 'Net 30'],
  ['Nimbus Consumer Electronics', 'Nimbus', 'Alice Tanaka', 'atanaka@nimbusce.com', '(408) 555-0194', '2350 Mission College Blvd', 'Attn: Incoming QC, 2350 Mission College Blvd', 'Santa Clara', 'CA', '95054', 450000, 'Net 60'],
  ['Lakeside Kitchen Brands', null, 'Frank Müller', 'fmuller@lakesidekitchen.com', '(262) 555-0109', '700 Woodland Prime', null, 'Menomonee Falls', 'WI', '53051', 130000, 'Net 30'],

  // Industrial and electrical
  ['Ironwood Electrical Enclosures', null, 'Scott Jensen', 'sjensen@ironwoodenclosures.com', '(319) 555-0141', '4500 J St SW', null, 'Cedar Rapids', 'IA', '52404', 160000, 'Net 30', 'active', 'UL 94 V-0 polycarbonate only.'],
  ['Badger Filtration Products', null, 'Laura Schultz', 'lschultz@badgerfiltration.com', '(920) 555-0124', '1800 W College Ave', null, 'Appleton', 'WI', '54914', 115000, 'Net 30'],
  ['Delta Irrigation Components', null, 'Marcus Bell', 'mbell@deltairrigation.com', '(402) 555-0187', '3800 NW 12th St', null, 'Lincoln', 'NE', '68521', 75000, 'Net 30', 'inactive'],
  ['Summit Safety Equipment Co.', null, 'Irene Kozlov', 'ikozlov@summitsafety.com', '(216) 555-0130', '23000 Miles Rd', null, 'Cleveland', 'OH', '44128', 190000, 'Net 45'],
];

export type Industry = 'automotive' | 'medical' | 'packaging' | 'consumer' | 'industrial';

/** Which demo customers buy which kind of part (positions in DEMO_CUSTOMERS, by the groups above). */
const INDUSTRY_RANGES: [Industry, number, number][] = [
  ['automotive', 0, 10],
  ['medical', 10, 18],
  ['packaging', 18, 26],
  ['consumer', 26, 36],
  ['industrial', 36, 40],
];

export function demoCustomersOf(industry: Industry): string[] {
  const [, from, to] = INDUSTRY_RANGES.find(([i]) => i === industry)!;
  return DEMO_CUSTOMERS.slice(from, to).map((r) => r[0]);
}

function toInput(row: Row): CreateCustomerInput {
  const [company_name, dba_name, contact_person, email, phone, billing_address, shipping_address, city, state, postal_code, credit_limit, payment_terms_text, status = 'active', notes] = row;
  return {
    company_name,
    dba_name,
    contact_person,
    email,
    phone,
    billing_address,
    shipping_address,
    city,
    state,
    postal_code,
    country: state === 'ON' ? 'Canada' : 'USA',
    currency: state === 'ON' ? 'CAD' : 'USD',
    credit_limit,
    payment_terms_text,
    status,
    notes: notes ?? null,
  };
}

/** Idempotent: a company already present (by name) is left alone. */
export async function seed(db: Db): Promise<string> {
  const names = DEMO_CUSTOMERS.map((r) => r[0]);
  const existing = new Set((await db.select({ name: customers.companyName }).from(customers).where(inArray(customers.companyName, names))).map((r) => r.name));
  const missing = DEMO_CUSTOMERS.filter((row) => !existing.has(row[0]));
  if (missing.length > 0) {
    const ctx = await seedContext(db);
    for (const row of missing) await createCustomer(ctx, toInput(row));
  }
  return `${missing.length} created, ${existing.size} already there (${DEMO_CUSTOMERS.length} demo customers)`;
}
