/** The kinds of appointment a visitor books. A leaf: the picker reads it without the slot rules. */
export const APPOINTMENT_KINDS = ['test-drive', 'service', 'inspection'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];
