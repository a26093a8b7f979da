import { useState } from 'react';
import { NumberInput, parseNumber, rangeProblem } from './number-input';

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
  step,
  disabled,
  onCommit,
}: CommitNumberFieldProps) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const parsed = parseNumber(text);
  const problem = parsed === undefined ? 'Enter a number.' : rangeProblem(parsed, min, max);
  const commit = () => {
    if (parsed !== undefined && problem === undefined && parsed !== value) onCommit(parsed);
  };
  return (
    <NumberInput
      label={label}
      unit={unit}
      text={text}
      onText={setText}
      error={problem}
      compact
      min={min}
      max={max}
      {...(step === undefined ? {} : { step })}
      disabled={disabled}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setText(String(value));
      }}
    />
  );
}
