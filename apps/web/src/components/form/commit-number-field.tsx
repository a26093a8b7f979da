import type { UnitSystem } from '@plotplan/domain';
import { useState } from 'react';
import { inputDecimals } from '../../lib/text';
import { useLengthReading } from './length-reading';
import { NumberInput } from './number-input';

interface CommitNumberFieldProps {
  readonly label: string;
  readonly value: number;
  readonly unit: string;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly disabled?: boolean;
  /** A length on a plot with this unit system: feet and inches on an imperial one (`unit` unused). */
  readonly units?: UnitSystem | undefined;
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
  units,
  onCommit,
}: CommitNumberFieldProps) {
  const reading = useLengthReading(units, unit, inputDecimals(unit));
  // Shown to the input's precision (0.01 m, 0.1°): a dragged or turned value is not float noise.
  const shownText = reading.show(value);
  const [text, setText] = useState(shownText);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(shownText);
  }
  const parsed = reading.read(text, min, max);
  const problem = reading.problem(text, min, max);
  const commit = () => {
    if (parsed !== undefined && problem === undefined && text !== shownText) onCommit(parsed);
  };
  return (
    <NumberInput
      label={label}
      unit={reading.unit}
      textual={reading.textual}
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
        if (event.key === 'Escape') setText(shownText);
      }}
    />
  );
}
