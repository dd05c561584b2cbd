import type { ReactNode, Ref } from 'react';

import StepsBar from './StepsBar.tsx';

/**
 * The head of a form in steps: the steps bar, the heading 'Step n of N: title', which the journey
 * focuses when the step changes (`headingRef`), and the form's alert, if any.
 */
export default function StepHead({
  labels,
  step,
  title = labels[step],
  headingRef,
  alert,
  level = 2,
}: {
  labels: readonly string[];
  step: number;
  /** The current step's heading; its label in the bar by default. */
  title?: string | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  alert?: ReactNode;
  /** The heading's level: 3 where the form sits under a dialog's or section's h2. */
  level?: 2 | 3;
}) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <>
      <StepsBar labels={labels} step={step} />
      <Heading className="step-heading" tabIndex={-1} ref={headingRef}>
        Step {step + 1} of {labels.length}: {title}
      </Heading>
      {alert && (
        <div className="form-alert" role="alert">
          {alert}
        </div>
      )}
    </>
  );
}
