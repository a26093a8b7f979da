import { useId, useState } from 'react';

interface NumberFieldProps {
  readonly label: string;
  readonly value: number | undefined;
  readonly onValue: (value: number | undefined) => void;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly unit?: string;
  readonly error?: string | undefined;
}

/** A number input that keeps what is being typed ("12.") and reports only parseable values. */
export function NumberField({ label, value, onValue, min, max, step = 0.1, unit, error }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [shown, setShown] = useState(value);
  // A new value from outside replaces the text, unless the text already says it ("12." is 12).
  if (shown !== value) {
    setShown(value);
    const same = Number(text) === value || (text.trim() === '' && value === undefined);
    if (!same) setText(value === undefined ? '' : String(value));
  }
  const outOfRange =
    value !== undefined && ((min !== undefined && value < min) || (max !== undefined && value > max));
  const message = error ?? (outOfRange ? `Enter a value from ${min} to ${max}.` : undefined);
  return (
    <div className="field field--number">
      <label htmlFor={id}>
        {label}
        {unit !== undefined && <span className="muted"> ({unit})</span>}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        value={text}
        min={min}
        max={max}
        step={step}
        aria-invalid={message !== undefined}
        aria-describedby={message === undefined ? undefined : `${id}-error`}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = event.target.value.trim() === '' ? undefined : Number(event.target.value);
          onValue(parsed === undefined || Number.isFinite(parsed) ? parsed : undefined);
        }}
      />
      {message !== undefined && (
        <p id={`${id}-error`} className="field__error">
          {message}
        </p>
      )}
    </div>
  );
}
