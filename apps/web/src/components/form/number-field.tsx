import type { UnitSystem } from '@plotplan/domain';
import { useState } from 'react';
import { inputDecimals } from '../../lib/text';
import { useLengthReading } from './length-reading';
import { NumberInput } from './number-input';

interface NumberFieldProps {
  readonly label: string;
  readonly value: number | undefined;
  readonly onValue: (value: number | undefined) => void;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly unit?: string;
  readonly error?: string | undefined;
  /** Decimals shown for a value set from outside; by default from the unit (0.01 m, 0.1°). */
  readonly decimals?: number;
  /** Blank is an error ("Enter a number."), not "no value". */
  readonly required?: boolean;
  /** A length on a plot with this unit system: feet and inches on an imperial one (`unit` unused). */
  readonly units?: UnitSystem | undefined;
}

/** A number input that keeps what is being typed ("12.") and reports only parseable values. */
export function NumberField({
  label,
  value,
  onValue,
  min,
  max,
  step,
  unit,
  error,
  decimals = inputDecimals(unit),
  required = false,
  units,
}: NumberFieldProps) {
  const reading = useLengthReading(units, unit, decimals);
  const shownText = (v: number | undefined) => (v === undefined ? '' : reading.show(v));
  const [text, setText] = useState(shownText(value));
  const [shown, setShown] = useState(value);
  const [shownIn, setShownIn] = useState(reading.unit);
  // A new value from outside replaces the text, unless the text already says it ("12." is 12);
  // another unit (the plot switched to feet) writes the value anew.
  if (shown !== value || shownIn !== reading.unit) {
    setShown(value);
    setShownIn(reading.unit);
    if (shownIn !== reading.unit || !reading.says(text, value, min, max)) setText(shownText(value));
  }
  return (
    <NumberInput
      label={label}
      unit={reading.unit}
      textual={reading.textual}
      text={text}
      onText={(typed) => {
        setText(typed);
        onValue(reading.read(typed, min, max));
      }}
      // What is wrong with the text as typed (not with the last value the caller kept): a step can
      // only refuse Next for an error the user sees.
      error={error ?? reading.problem(text, min, max, required)}
      min={min}
      max={max}
      {...(step === undefined ? {} : { step })}
    />
  );
}
