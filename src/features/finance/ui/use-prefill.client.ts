import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';

import { savedPrefill } from '~/features/leads/submit.client.ts';
import { clampPurchasePrice } from '~/services/lender/lender.ts';

import { financeParams } from '../page-params.ts';
import { quoteChoiceAtom } from '../quote-choice.ts';
import { carFromAddress } from './pre-approval.client.ts';
import type { PreApprovalCar, PreApprovalValues } from './pre-approval-types.ts';

/**
 * What the pre-approval starts from: the details the visitor gave this site before; on the
 * finance page the address's price, term, credit score and helper and its car (spec Screens query);
 * and the quick quote's choices on the same car page, when the buyer made some there.
 */
export function usePrefill(
  form: UseFormReturn<PreApprovalValues>,
  fromAddress: boolean | undefined,
  setCar: (car: PreApprovalCar) => void,
) {
  const { getValues, setValue } = form;
  useEffect(() => {
    const prefill = savedPrefill();
    for (const k of ['name', 'last_name', 'email', 'phone', 'postcode'] as const)
      if (prefill[k] && !getValues(k)) setValue(k, prefill[k]);
    if (!fromAddress) return;
    const p = financeParams(location.search);
    if (p.price) setValue('amount', clampPurchasePrice(p.price));
    if (p.loanTerm) setValue('term', p.loanTerm);
    if (p.creditScore) setValue('selfAssessedCreditScore', p.creditScore);
    if (p.whoIsHelping) setValue('whoIsHelping', p.whoIsHelping);
    void carFromAddress().then((c) => {
      if (!c) return;
      setCar(c);
      if (!p.price && c.price > 0) setValue('amount', clampPurchasePrice(c.price));
    });
  }, [getValues, setValue, fromAddress]);

  // The quick quote's choices on the same car page, when the buyer made some there.
  const choice = useAtomValue(quoteChoiceAtom);
  useEffect(() => {
    if (!choice) return;
    setValue('amount', choice.purchasePrice);
    setValue('term', choice.loanTerm);
    setValue('selfAssessedCreditScore', choice.selfAssessedCreditScore);
    // A choice changes only while the popup is closed (it is modal), so it never overwrites what
    // the buyer typed into the popup itself.
  }, [choice, setValue]);
}
