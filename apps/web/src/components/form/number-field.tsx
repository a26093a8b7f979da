import { useState } from 'react';
import { NumberInput, parseNumber, rangeProblem } from './number-input';

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
export function NumberField({ label, value, onValue, min, max, step, unit, error }: NumberFieldProps) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [shown, setShown] = useState(value);
  // A new value from outside replaces the text, unless the text already says it ("12." is 12).
  if (shown !== value) {
    setShown(value);
    const same = Number(text) === value || (text.trim() === '' && value === undefined);
    if (!same) setText(value === undefined ? '' : String(value));
  }
  return (
    <NumberInput
      label={label}
      unit={unit}
      text={text}
      onText={(typed) => {
        setText(typed);
        onValue(parseNumber(typed));
      }}
      error={error ?? (value === undefined ? undefined : rangeProblem(value, min, max))}
      min={min}
      max={max}
      {...(step === undefined ? {} : { step })}
    />
  );
}
