/** The fields a lead form may show (spec Entities) and how each reads (required is the schema's say: required.ts). */

export type FieldName =
  | 'name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'message'
  | 'booking_date'
  | 'booking_time'
  | 'position'
  | 'offer_from_client'
  | 'location_id'
  | 'part'
  | 'vehicle'
  | 'vin'
  | 'rego'
  | 'kms'
  | 'services_check_options';

export const LABELS: Record<FieldName, string> = {
  name: 'First Name',
  last_name: 'Last Name',
  email: 'Email Address',
  phone: 'Mobile Number',
  postcode: 'Postcode',
  message: 'Comments',
  booking_date: 'Preferred date',
  booking_time: 'Preferred time',
  position: 'Position you are interested in',
  offer_from_client: 'Your offer (AUD)',
  location_id: 'Location',
  part: 'Part or accessory',
  vehicle: 'Vehicle (make, model, year)',
  vin: 'VIN (optional)',
  rego: 'Registration number',
  kms: 'Odometer (km)',
  services_check_options: 'What does it need?',
};
/** The fields whose input gives a number (empty is no value, not ''). */
export const NUMBER_FIELDS: ReadonlySet<FieldName> = new Set([
  'location_id',
  'offer_from_client',
  'kms',
]);

/** What kind of input a text field is, and what the browser may fill it with. */
export function inputKind(name: FieldName): {
  type: string;
  autoComplete: string;
  inputMode?: 'numeric';
  maxLength?: number;
} {
  const type =
    { email: 'email', phone: 'tel', booking_date: 'date', booking_time: 'time' }[name as string] ??
    'text';
  const autoComplete =
    {
      name: 'given-name',
      last_name: 'family-name',
      email: 'email',
      phone: 'tel',
      postcode: 'postal-code',
    }[name as string] ?? 'off';
  return name === 'postcode'
    ? { type, autoComplete, inputMode: 'numeric', maxLength: 4 }
    : { type, autoComplete };
}
