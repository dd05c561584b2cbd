import type { InputHTMLAttributes, Ref } from 'react';

export interface RangeFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** What the slider reads as, shown beside the label and announced ('5 years', '10.00% p.a.'). */
  shown: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled slider with its value beside the label (loan term, interest rate). */
export default function RangeField({ id, label, shown, ...input }: RangeFieldProps) {
  return (
    <div className="field">
      {/* The value beside the label, not inside it: a label names one control (an output is one). */}
      <div className="range-head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id}>{shown}</output>
      </div>
      <input id={id} type="range" aria-valuetext={shown} {...input} />
    </div>
  );
}
