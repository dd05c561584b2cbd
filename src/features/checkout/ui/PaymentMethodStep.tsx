import { lazy, Suspense, useState } from 'react';

import { buttonClass } from '~/components/button.ts';
import type { PreApprovalProps } from '~/features/finance/ui/PreApproval.tsx';
import { formatReference } from '~/server/reference.ts';

import type { OrderChoices } from '../checkout-form.ts';
import { Alert, Choice } from './fields.tsx';

const PreApproval = lazy(() => import('~/features/finance/ui/PreApproval.tsx'));

type Order = Partial<OrderChoices>;

/** Step: finance (the pre-approval, here) or pay in full. */
export function PaymentMethodStep(props: {
  order: Order;
  /** The pre-approval's settings where the dealer has a lender; null where it has none. */
  preApproval: Omit<PreApprovalProps, 'onApplied'> | null;
  financePhone: string | null;
  onNext: (o: Order) => void;
}) {
  const [method, setMethod] = useState<OrderChoices['payment']>(
    props.order.payment ?? 'pay-in-full',
  );
  const [applied, setApplied] = useState<string | null>(props.order.finance_application_id ?? null);
  // The reference the buyer reads out (the application's lead), known once it is sent here.
  const [reference, setReference] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <div className="checkout-form">
      <fieldset className="choices">
        <legend>How will you pay for it?</legend>
        <Choice
          name="payment"
          checked={method === 'finance'}
          onPick={() => setMethod('finance')}
          title="Finance"
        >
          {props.preApproval
            ? 'Get pre-approved now in about two minutes, with no impact on your credit score.'
            : `Our finance team arranges your loan with you${props.financePhone ? ` (${props.financePhone})` : ''}.`}
        </Choice>
        <Choice
          name="payment"
          checked={method === 'pay-in-full'}
          onPick={() => setMethod('pay-in-full')}
          title="Pay in full"
        >
          The balance by bank transfer before you take the car.
        </Choice>
      </fieldset>
      {method === 'finance' && props.preApproval && (
        <div className="pre-approval-panel">
          {applied ? (
            <Alert
              tone="note"
              text={`Your pre-approval application${reference ? ` ${reference}` : ''} is with the finance team. It goes with your order.`}
            />
          ) : open ? (
            <Suspense fallback={<p role="status">Loading the pre-approval…</p>}>
              <PreApproval
                {...props.preApproval}
                onApplied={(url, leadId) => {
                  const id = /\/finance\/application\/([\w-]+)/.exec(url)?.[1] ?? null;
                  setApplied(id ?? 'sent');
                  setReference(formatReference(leadId));
                }}
              />
            </Suspense>
          ) : (
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              onClick={() => setOpen(true)}
            >
              Get pre-approved now
            </button>
          )}
        </div>
      )}
      <div className="step-actions">
        <button
          type="button"
          className={buttonClass({ variant: 'primary' })}
          onClick={() =>
            props.onNext({
              payment: method,
              finance_application_id:
                method === 'finance' && applied && applied !== 'sent' ? applied : null,
            })
          }
        >
          Continue
        </button>
      </div>
    </div>
  );
}
