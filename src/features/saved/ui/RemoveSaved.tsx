import { buttonClass } from '~/components/button.ts';

/** Removes one car from a saved list (garage, compare); its name is read out with the button. */
export function RemoveSaved({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      className={buttonClass({ variant: 'secondary', size: 'sm' })}
      onClick={onRemove}
    >
      Remove<span className="visually-hidden"> {name}</span>
    </button>
  );
}
