import { describe, expect, it } from 'vitest';

import { isCodeShape, smsText, toE164, VERIFICATION_MESSAGES } from './verification.ts';

describe('one-time code rules (spec Validation, Errors)', () => {
  it('accepts exactly six digits', () => {
    expect(isCodeShape('012345')).toBe(true);
    expect(isCodeShape('12345')).toBe(false);
    expect(isCodeShape('1234567')).toBe(false);
    expect(isCodeShape('12a456')).toBe(false);
  });

  it('writes Australian mobiles in E.164', () => {
    expect(toE164('0412 345 678')).toBe('+61412345678');
    expect(toE164('+61 412 345 678')).toBe('+61412345678');
  });

  it('puts the code first in the SMS and says when it expires', () => {
    expect(smsText('123456', 'Driveaway Finance')).toBe(
      '123456 is your Driveaway Finance verification code. It expires in 10 minutes. Never share it.',
    );
  });

  it('has the spec texts', () => {
    expect(VERIFICATION_MESSAGES.invalid).toBe(
      'The verification code is invalid. Please try again.',
    );
    expect(VERIFICATION_MESSAGES.tooMany).toBe(
      'Too many verification attempts. Please try again later.',
    );
  });
});
