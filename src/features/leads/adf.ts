import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

import { type StoredValuation, valuationLines } from '~/services/valuer/describe.ts';

/** The car a lead is about, as the build knows it (year to price), or as the form named it. */
export interface AdfVehicle {
  year: number | null;
  make: string | null;
  model: string | null;
  vin?: string | null;
  stock?: string | null;
  trim?: string | null;
  km?: number | null;
  /** Asking price in AUD. */
  price?: number | null;
  status: 'new' | 'used';
}

/** Who at the dealership answers the lead: the car's (or chosen) location, else the head office. */
export interface AdfVendorContact {
  name: string;
  phone: string;
  address: { street: string; city: string; state: string; postcode: string };
}

export interface AdfLead {
  id: string;
  createdAt: Date;
  form: string;
  category: string;
  subcategory: string | null;
  fields: Record<string, unknown>;
  vehicle: AdfVehicle | null;
  dealerName: string;
  dealerUrl: string;
  vendorContact: AdfVendorContact;
  url: string;
  /** Whether the visitor ticked the marketing opt-in box (never assumed). */
  optIn?: boolean;
}

const str = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
const aud = (n: number) => `$${Math.round(n).toLocaleString('en-AU')}`;

/** ADF vehicle interest by form: a test drive, a trade-in valuation, else buying. */
export function adfInterest(form: string): 'buy' | 'test-drive' | 'trade-in' {
  if (form === 'test-drive') return 'test-drive';
  if (form.startsWith('valuation')) return 'trade-in';
  return 'buy';
}

/** ADF status: a new car is new; a demo (registered) or used car is used; a trade-in is used. */
export function adfStatus(carType: unknown, form: string): 'new' | 'used' {
  if (form.startsWith('valuation')) return 'used';
  return carType === 'used' || carType === 'demo' ? 'used' : 'new';
}

/** The vehicle a lead names: the built car when it has one, else what its form carries (make, model, stock, a trade-in's km). */
export function adfVehicle(
  form: string,
  fields: Record<string, unknown>,
  built: Omit<AdfVehicle, 'status'> | null,
  carType: unknown,
): AdfVehicle | null {
  const status = adfStatus(carType, form);
  if (built) return { ...built, status };
  const traded = tradeInVehicle(fields);
  if (traded) return traded;
  const make = str(fields['Vehicle Make']) || null;
  const model = str(fields['Vehicle Model']) || null;
  const km = typeof fields.kms === 'number' ? fields.kms : null;
  if (!make && !model && !fields.stock_number && km == null) return null;
  return { year: null, make, model, stock: str(fields.stock_number) || null, km, status };
}

/** The car a trade-in lead values, from the valuation it carries. */
function tradeInVehicle(fields: Record<string, unknown>): AdfVehicle | null {
  const v = fields.valuation as StoredValuation | undefined;
  if (!v?.vehicle) return null;
  return {
    year: typeof v.vehicle.year === 'number' ? v.vehicle.year : null,
    make: str(v.vehicle.make) || null,
    model: str(v.vehicle.model) || null,
    trim: str(v.vehicle.badge) || null,
    km: v.kms,
    status: 'used',
  };
}

/** An `<address>`: the DTD requires a street; a visitor gives only a postcode, so theirs has an empty one. */
function address(
  parent: XMLBuilder,
  a: { street?: string; city?: string; state?: string; postcode?: string },
  type: 'home' | 'work',
) {
  const el = parent.ele('address', { type });
  el.ele('street', { line: '1' }).txt(a.street ?? '');
  if (a.city) el.ele('city').txt(a.city);
  if (a.state) el.ele('regioncode').txt(a.state);
  if (a.postcode) el.ele('postalcode').txt(a.postcode);
  el.ele('country').txt('AU');
}

function tradedVehicle(prospect: XMLBuilder, t: AdfVehicle) {
  const el = prospect.ele('vehicle', { interest: 'trade-in', status: 'used' });
  el.ele('year').txt(t.year ? String(t.year) : '');
  el.ele('make').txt(t.make ?? '');
  el.ele('model').txt(t.model ?? '');
  if (t.trim) el.ele('trim').txt(t.trim);
  if (t.km != null) el.ele('odometer', { units: 'km' }).txt(String(t.km));
}

/**
 * A lead as ADF 1.0 XML (Auto-lead Data Format, the lead format dealer CRMs import), valid
 * against the ADF 1.0 DTD (tests/fixtures/adf-1.0.dtd, checked with xmllint in the tests):
 * - `<vehicle>` in the DTD's order: year, make, model, vin, stock, trim, odometer (km), price
 *   (asking, AUD; a Make an Offer lead's price is the offer, the asking price in pricecomments),
 *   with interest buy / test-drive / trade-in and status new / used.
 * - A lead about no particular car still has the one `<vehicle>` the DTD requires, with empty
 *   year, make and model and a comment saying so; CRMs file it as a general enquiry.
 * - `<customer><contact>` needs a name and an e-mail or phone: a step of the trade-in valuation
 *   sent before the visitor's details carries a placeholder name and an empty `<email/>`.
 * - `<vendor>` has the dealership's contact: the car's (or chosen) location, else the head office.
 */
export function leadToAdf(lead: AdfLead): string {
  const f = lead.fields;
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ins('adf', 'version="1.0"').ele('adf');
  const prospect = doc.ele('prospect', { status: 'new' });
  prospect.ele('id', { sequence: '1', source: 'dealer-sites' }).txt(lead.id);
  prospect.ele('requestdate').txt(lead.createdAt.toISOString());

  const v = lead.vehicle;
  // Trading in toward a car: the car to buy first, the car traded as a second vehicle.
  const traded = f.valuation ? tradeInVehicle(f) : null;
  const towardCar = Boolean(
    traded &&
    v &&
    !(
      v.year === traded.year &&
      v.make === traded.make &&
      v.model === traded.model &&
      v.km === traded.km
    ),
  );
  const vehicle = prospect.ele('vehicle', {
    interest: towardCar ? 'buy' : adfInterest(lead.form),
    status: v?.status ?? 'new',
  });
  vehicle.ele('year').txt(v?.year ? String(v.year) : '');
  vehicle.ele('make').txt(v?.make ?? '');
  vehicle.ele('model').txt(v?.model ?? '');
  if (v?.vin) vehicle.ele('vin').txt(v.vin);
  if (v?.stock) vehicle.ele('stock').txt(v.stock);
  if (v?.trim) vehicle.ele('trim').txt(v.trim);
  if (v?.km != null) vehicle.ele('odometer', { units: 'km' }).txt(String(v.km));
  const offer = typeof f.offer_from_client === 'number' ? f.offer_from_client : null;
  if (offer) {
    vehicle.ele('price', { type: 'offer', currency: 'AUD' }).txt(String(offer));
    if (v?.price) vehicle.ele('pricecomments').txt(`Asking price ${aud(v.price)}`);
  } else if (v?.price)
    vehicle.ele('price', { type: 'asking', currency: 'AUD' }).txt(String(v.price));
  const rego = str(f.rego)
    ? `Registration ${str(f.rego)}${str(f.regoState) ? ` (${str(f.regoState)})` : ''}`
    : '';
  // A service's or a part's vehicle is the visitor's own, named in their words.
  const own = str(f.vehicle)
    ? `Their own vehicle: ${str(f.vehicle)}`
    : v
      ? ''
      : 'No particular vehicle';
  const vehicleNote = [own, rego].filter(Boolean).join('. ');
  if (vehicleNote) vehicle.ele('comments').txt(vehicleNote);
  if (towardCar && traded) tradedVehicle(prospect, traded);

  const customer = prospect.ele('customer');
  const contact = customer.ele('contact');
  if (str(f.name) || str(f.last_name)) {
    if (str(f.name)) contact.ele('name', { part: 'first', type: 'individual' }).txt(str(f.name));
    if (str(f.last_name))
      contact.ele('name', { part: 'last', type: 'individual' }).txt(str(f.last_name));
  } else
    contact
      .ele('name', { part: 'full', type: 'individual' })
      .txt('Website visitor (details not given yet)');
  if (str(f.email) || !str(f.phone)) contact.ele('email').txt(str(f.email));
  if (str(f.phone)) contact.ele('phone', { type: 'cellphone' }).txt(str(f.phone));
  if (str(f.postcode)) address(contact, { postcode: str(f.postcode) }, 'home');
  const booking = [str(f.booking_date), str(f.booking_time)].filter(Boolean).join(' ');
  const comments = [
    lead.subcategory ? `${lead.category}: ${lead.subcategory}` : lead.category,
    str(f.message),
    // A slot booked online (appointments) is the dealer's to keep; a form's date is a wish.
    booking
      ? str(f.appointment_id)
        ? `Booked online: ${booking}, booking ${str(f.appointment_id)}`
        : `Preferred ${lead.form === 'service-booking' ? 'service date' : 'test drive'}: ${booking}`
      : '',
    str(f.part) ? `Part wanted: ${str(f.part)}${str(f.vin) ? ` (VIN ${str(f.vin)})` : ''}` : '',
    Array.isArray(f.additional_services) && f.additional_services.length > 0
      ? `Work wanted: ${f.additional_services.map(String).join(', ')}`
      : '',
    ...(f.valuation ? valuationLines(f.valuation as StoredValuation) : []),
    f.offer_accepted === true ? 'The visitor accepted the online estimate.' : '',
    f.offer_accepted === false ? 'The visitor declined the online estimate.' : '',
    str(f.PreferredContactMethod) ? `Preferred contact: ${str(f.PreferredContactMethod)}` : '',
    str(f.finance) ? `Wants finance: ${str(f.finance)}` : '',
    lead.optIn === undefined
      ? ''
      : `Marketing opt-in: ${lead.optIn ? 'ticked by the visitor' : 'not ticked'}`,
    `Sent from ${lead.url}`,
  ]
    .filter(Boolean)
    .join('\n');
  customer.ele('comments').txt(comments);

  const vendor = prospect.ele('vendor');
  vendor.ele('vendorname').txt(lead.dealerName);
  vendor.ele('url').txt(lead.dealerUrl);
  const vc = vendor.ele('contact');
  vc.ele('name', { part: 'full', type: 'business' }).txt(lead.vendorContact.name);
  vc.ele('phone', { type: 'voice' }).txt(lead.vendorContact.phone);
  address(vc, lead.vendorContact.address, 'work');

  const provider = prospect.ele('provider');
  provider.ele('name', { part: 'full', type: 'business' }).txt('Dealer website');
  provider.ele('service').txt(lead.category);
  provider.ele('url').txt(lead.dealerUrl);
  return doc.end({ prettyPrint: true });
}
