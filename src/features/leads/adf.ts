import { create } from 'xmlbuilder2';

export interface AdfLead {
  id: string;
  createdAt: Date;
  category: string;
  subcategory: string | null;
  fields: Record<string, unknown>;
  carType?: string | null;
  dealerName: string;
  url: string;
}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * A lead as ADF 1.0 XML (Auto-lead Data Format, the lead format dealer CRMs import): prospect with
 * request date, vehicle of interest, customer contact and comments, vendor and provider.
 */
export function leadToAdf(lead: AdfLead): string {
  const f = lead.fields;
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ins('adf', 'version="1.0"').ele('adf');
  const prospect = doc.ele('prospect', { status: 'new' });
  prospect.ele('id', { sequence: '1', source: 'dealer-sites' }).txt(lead.id);
  prospect.ele('requestdate').txt(lead.createdAt.toISOString());
  if (f['Vehicle Make'] || f.stock_number) {
    const vehicle = prospect.ele('vehicle', { interest: 'buy', status: lead.carType === 'used' ? 'used' : 'new' });
    if (f.stock_number) vehicle.ele('stock').txt(str(f.stock_number));
    if (f['Vehicle Make']) vehicle.ele('make').txt(str(f['Vehicle Make']));
    if (f['Vehicle Model']) vehicle.ele('model').txt(str(f['Vehicle Model']));
    if (f.offer_from_client) vehicle.ele('price', { type: 'offer', currency: 'AUD' }).txt(str(f.offer_from_client));
  }
  const contact = prospect.ele('customer').ele('contact');
  if (f.name) contact.ele('name', { part: 'first' }).txt(str(f.name));
  if (f.last_name) contact.ele('name', { part: 'last' }).txt(str(f.last_name));
  if (f.email) contact.ele('email').txt(str(f.email));
  if (f.phone) contact.ele('phone', { type: 'cellphone' }).txt(str(f.phone));
  if (f.postcode) contact.ele('address').ele('postalcode').txt(str(f.postcode)).up().ele('country').txt('AU');
  const comments = [lead.subcategory ? `${lead.category}: ${lead.subcategory}` : lead.category, str(f.message), lead.url].filter(Boolean).join('\n');
  contact.up().ele('comments').txt(comments);
  prospect.ele('vendor').ele('vendorname').txt(lead.dealerName);
  prospect.ele('provider').ele('name', { part: 'full' }).txt('Dealer website').up().ele('service').txt(lead.category);
  return doc.end({ prettyPrint: true });
}
