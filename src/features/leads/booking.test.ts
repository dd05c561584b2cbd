import { describe, expect, it } from 'vitest';

import { bookingButtonText, bookingWord } from './booking.ts';

describe('bookingWord', () => {
  it("names the booking as the dealer's button does", () => {
    expect(bookingWord('Book a Test Drive')).toBe('test drive');
    expect(bookingWord('Book a Viewing')).toBe('viewing');
    expect(bookingWord('Book an Inspection')).toBe('inspection');
    expect(bookingWord('  book   Viewing ')).toBe('viewing');
  });
  it("says 'booking' for a label of another shape", () => {
    expect(bookingWord('Test Drive Me')).toBe('booking');
    expect(bookingWord('Book')).toBe('booking');
  });
});

describe('bookingButtonText', () => {
  it("puts the dealer's label in the offer and model cards' title case", () => {
    expect(bookingButtonText('Book a Test Drive')).toBe('Book A Test Drive');
    expect(bookingButtonText('Book a Viewing')).toBe('Book A Viewing');
    expect(bookingButtonText(' Book an inspection ')).toBe('Book An Inspection');
  });
});
