import { bookingWord } from '~/features/leads/booking.ts';

/**
 * What a booking of a kind is called: a test drive in the dealer's word for it (its button,
 * `vehiclePage.testDriveLabel`: 'test drive', 'viewing'); a service and an inspection by name.
 */
export function kindWord(testDriveLabel: string, kind: string): string {
  return kind === 'service' || kind === 'inspection' ? kind : bookingWord(testDriveLabel);
}

/** Each kind's word, for a page that shows a booking of any kind. */
export const kindWords = (testDriveLabel: string): Record<string, string> => ({
  'test-drive': kindWord(testDriveLabel, 'test-drive'),
  service: 'service',
  inspection: 'inspection',
});

/**
 * A booking as a message names it: 'test drive of the 2023 Corolla' (the dealer's car), 'service
 * of your 2019 Hilux' (the buyer's own), or the word alone where no vehicle is named.
 */
export const bookedWhat = (word: string, kind: string, vehicle: string | null | undefined) =>
  vehicle ? `${word} of ${kind === 'test-drive' ? 'the' : 'your'} ${vehicle}` : word;
