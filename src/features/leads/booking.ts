/**
 * What a booking is called, from the dealer's button for it (vehiclePage.testDriveLabel):
 * 'Book a Test Drive' → 'test drive', 'Book a Viewing' → 'viewing'. A label of another shape
 * is a 'booking'. Imports nothing: the thank-you page's script uses it.
 */
export function bookingWord(label: string): string {
  const m = /^book\s+(?:an?\s+)?(\S.*)$/i.exec(label.trim());
  return m ? m[1]!.toLowerCase() : 'booking';
}

/**
 * The booking button on an offer or a model page, in those cards' title case (spec Screens
 * 'Book A Test Drive'): the dealer's own label, each word capitalised ('Book A Viewing').
 */
export function bookingButtonText(label: string): string {
  return label
    .trim()
    .replace(/(^|\s)(\p{Ll})/gu, (_, space: string, c: string) => space + c.toUpperCase());
}
