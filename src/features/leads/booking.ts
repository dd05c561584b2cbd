/**
 * What a booking is called, from the dealer's button for it (vehiclePage.testDriveLabel):
 * 'Book a Test Drive' → 'test drive', 'Book a Viewing' → 'viewing'. A label of another shape
 * is a 'booking'. Imports nothing: the thank-you page's script uses it.
 */
export function bookingWord(label: string): string {
  const m = /^book\s+(?:an?\s+)?(\S.*)$/i.exec(label.trim());
  return m ? m[1]!.toLowerCase() : 'booking';
}
