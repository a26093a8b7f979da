import { useId, useState } from 'react';

interface CommitNumberFieldProps {
  readonly label: string;
  readonly value: number;
  readonly unit: string;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly disabled?: boolean;
  /** Called once per edit: on Enter or leaving the field, with a number in range. */
  readonly onCommit: (value: number) => void;
}

/**
 * A number that changes the plan when the user is done typing (Enter or leaving the field), so one
 * edit is one undo step and one saved version, not one per keystroke. Escape restores the value.
 */
export function CommitNumberField({
  label,
  value,
  unit,
  min,
  max,
  step = 0.1,
  disabled,
  onCommit,
}: CommitNumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const parsed = text.trim() === '' ? NaN : Number(text);
  const problem = !Number.isFinite(parsed)
    ? 'Enter a number.'
    : (min !== undefined && parsed < min) || (max !== undefined && parsed > max)
      ? `Enter a value from ${min} to ${max}.`
      : undefined;
  const commit = () => {
    if (problem === undefined && parsed !== value) onCommit(parsed);
  };
  return (
    <div className="field field--number field--compact">
      <label htmlFor={id}>
        {label} <span className="muted">({unit})</span>
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        value={text}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        aria-invalid={problem !== undefined}
        aria-describedby={problem === undefined ? undefined : `${id}-error`}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') setText(String(value));
        }}
      />
      {problem !== undefined && (
        <p id={`${id}-error`} className="field__error">
          {problem}
        </p>
      )}
    </div>
  );
}
