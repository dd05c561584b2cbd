import { SPEC_MESSAGES } from '~/features/leads/messages.ts';
import { normalisePhone } from '~/features/phones/phones.ts';

/**
 * One-time codes sent by SMS (spec States phone verification; shared by finance pre-approval and,
 * later, sign-in). The rules live here; storage and sending in `verification.server.ts`.
 */
export const CODE_LENGTH = 6;
/** A code is valid for 10 minutes after it is sent. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** At most 5 checks of one code; then it is spent. */
export const MAX_CHECKS_PER_CODE = 5;
/** At most 5 codes sent to one phone an hour. */
export const MAX_SENDS_PER_PHONE_HOUR = 5;
/** At most 10 codes sent for one client (address) an hour, whatever the phone. */
export const MAX_SENDS_PER_CLIENT_HOUR = 10;
/** Spec Constants: the browser gives up waiting for a send after 15,000 ms. */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * What a code is for: a code sent for one purpose never verifies another. These are the buyers'
 * purposes, which POST /api/verification/send takes; `desk` (a member of staff signing in) is
 * sent only by the desk's own endpoint, and only to a mobile on the staff list.
 */
export const PURPOSES = ['finance', 'sign-in', 'reserve', 'appointment'] as const;
export type Purpose = (typeof PURPOSES)[number] | 'desk';

/** Spec Errors messages. */
export const VERIFICATION_MESSAGES = {
  invalid: SPEC_MESSAGES.codeInvalid,
  tooMany: SPEC_MESSAGES.tooManyAttempts,
  unknown: SPEC_MESSAGES.unknown,
  unknownVerification: 'An unknown error occurred during verification.',
  unknownStep: 'An unknown error occurred while advancing step.',
  sendFailed: 'We could not send the code just now. Please check the number and try again.',
} as const;

/** The SMS text: the code first (phones offer it for autofill), the dealer's name, the expiry. */
export const smsText = (code: string, dealerName: string) =>
  `${code} is your ${dealerName} verification code. It expires in 10 minutes. Never share it.`;

/** An Australian mobile in E.164 (+614…), as SMS providers want it. */
export const toE164 = (phone: string) => `+61${normalisePhone(phone).slice(1)}`;

/** Is this text exactly a 6-digit code? */
export const isCodeShape = (code: string) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);
