import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';

import { storedSignedIn } from '~/features/account/stored-sign-in.client.ts';
import { savedPrefill } from '~/features/leads/submit.client.ts';
import { normalisePhone } from '~/features/phones/phones.ts';

import type { BookingDetails } from './booking-state.ts';
import { codeSchema, detailsSchema } from './BookingSteps.tsx';

/**
 * A booking's two forms: the details, filled from the visitor's last form (or their account),
 * and the code; and whether a mobile is the one the visitor is signed in with (no code needed).
 */
export function useBookingForms(accountKey: string | null, termsRequired: boolean) {
  const prefill = useMemo(() => (typeof window === 'undefined' ? {} : savedPrefill()), []);
  // Signed in with a mobile, the visitor is not sent a code for it (the server checks the session).
  const signedIn = useMemo(
    () => (typeof window === 'undefined' ? null : storedSignedIn(accountKey)),
    [accountKey],
  );
  const form = useForm<BookingDetails>({
    resolver: zodResolver(detailsSchema(termsRequired)),
    mode: 'onTouched',
    defaultValues: {
      name: prefill.name ?? signedIn?.first_name ?? '',
      last_name: prefill.last_name ?? '',
      email: prefill.email ?? '',
      phone: prefill.phone ?? signedIn?.phone ?? '',
      postcode: prefill.postcode ?? '',
    },
  });
  const codeForm = useForm<{ code: string }>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const signedInWith = (phone: string) =>
    signedIn !== null && normalisePhone(phone) === normalisePhone(signedIn.phone);
  return { form, codeForm, signedInWith };
}
