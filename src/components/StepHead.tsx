import type { ReactNode, Ref } from 'react';

import StepsBar from './StepsBar.tsx';

/**
 * The head of a form in steps: the steps bar, the heading 'Step n of N: title', which the journey
 * focuses when the step changes (`headingRef`), and the form's alert, if any. The finance
 * pre-approval draws the same head itself, in a dialog (an h3): as this module, it would cost the
 * car page's JavaScript with the pre-approval open more than its budget leaves.
 */
export default function StepHead({
  labels,
  step,
  title = labels[step],
  headingRef,
  alert,
}: {
  labels: readonly string[];
  step: number;
  /** The current step's heading; its label in the bar by default. */
  title?: string | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  alert?: ReactNode;
}) {
  return (
    <>
      <StepsBar labels={labels} step={step} />
      <h2 className="step-heading" tabIndex={-1} ref={headingRef}>
        Step {step + 1} of {labels.length}: {title}
      </h2>
      {alert && (
        <div className="form-alert" role="alert">
          {alert}
        </div>
      )}
    </>
  );
}
