import { CONDITION_QUESTIONS, type ConditionQuestion } from '~/services/valuer/valuer.ts';

export interface ConditionStepProps {
  id: string;
  kms: string;
  answers: Partial<Record<ConditionQuestion, string>>;
  errors: Partial<Record<'kms' | ConditionQuestion, string>>;
  onKms: (kms: string) => void;
  onAnswer: (q: ConditionQuestion, a: string) => void;
}

/** Step 2: the odometer and a short set of condition questions (each one group of radio buttons). */
export default function ConditionStep(props: ConditionStepProps) {
  const { id, errors } = props;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-kms`}>
          Kilometres on the odometer<span aria-hidden="true"> *</span>
        </label>
        <input
          id={`${id}-kms`}
          type="number"
          inputMode="numeric"
          min={0}
          max={2_000_000}
          step={1}
          aria-required
          value={props.kms}
          onChange={(e) => props.onKms(e.target.value)}
          {...(errors.kms
            ? { 'aria-invalid': true, 'aria-describedby': `${id}-kms-error` }
            : { 'aria-describedby': `${id}-kms-hint` })}
        />
        {errors.kms ? (
          <p className="field-error" id={`${id}-kms-error`}>
            {errors.kms}
          </p>
        ) : (
          <p className="field-hint" id={`${id}-kms-hint`}>
            As it reads today, e.g. 68500.
          </p>
        )}
      </div>
      {(Object.keys(CONDITION_QUESTIONS) as ConditionQuestion[]).map((q) => {
        const question = CONDITION_QUESTIONS[q];
        const error = errors[q];
        return (
          <fieldset
            key={q}
            className="field choice-group"
            id={`${id}-${q}`}
            tabIndex={-1}
            aria-describedby={error ? `${id}-${q}-error` : undefined}
          >
            <legend>
              {question.label}
              <span aria-hidden="true"> *</span>
            </legend>
            <div className="choices">
              {Object.entries(question.answers).map(([value, label]) => (
                <label key={value} className="choice">
                  <input
                    type="radio"
                    name={`${id}-${q}`}
                    value={value}
                    checked={props.answers[q] === value}
                    onChange={() => props.onAnswer(q, value)}
                    {...(error ? { 'aria-invalid': true } : {})}
                  />
                  <span>{label}</span>
                </label>
              ))}
            </div>
            {error && (
              <p className="field-error" id={`${id}-${q}-error`}>
                {error}
              </p>
            )}
          </fieldset>
        );
      })}
    </>
  );
}
