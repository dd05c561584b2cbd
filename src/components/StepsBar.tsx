/**
 * The numbered steps of a form in steps (the finance pre-approval, the trade-in valuation): done
 * steps filled, the current one marked for screen readers (aria-current="step").
 */
export default function StepsBar({ labels, step }: { labels: readonly string[]; step: number }) {
  return (
    <ol className="steps-bar">
      {labels.map((label, i) => (
        <li
          key={label}
          aria-current={i === step ? 'step' : undefined}
          className={i < step ? 'done' : undefined}
        >
          <span className="step-number" aria-hidden="true">
            {i + 1}
          </span>
          <span className="step-label">{label}</span>
        </li>
      ))}
    </ol>
  );
}
