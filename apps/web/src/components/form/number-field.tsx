import type { UnitSystem } from '@plotplan/domain';
import { useState } from 'react';
import { inputDecimals, rounded } from '../../lib/text';
import { useLengthReading } from './length-reading';
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
  const length = useLengthReading(units);
  const shownText = (v: number | undefined) =>
    v === undefined ? '' : length === undefined ? rounded(v, decimals) : length.show(v);
  const parse = (typed: string) => (length === undefined ? parseNumber(typed) : length.read(typed, min, max));
  const [text, setText] = useState(shownText(value));
  const [shown, setShown] = useState(value);
  // A new value from outside replaces the text, unless the text already says it ("12." is 12).
  if (shown !== value) {
    setShown(value);
    const said = length === undefined ? Number(text) : parse(text);
    const same = said === value || (text.trim() === '' && value === undefined);
    if (!same) setText(shownText(value));
  }
  return (
    <NumberInput
      label={label}
      unit={length?.unit ?? unit}
      textual={length !== undefined}
      text={text}
      onText={(typed) => {
        setText(typed);
        onValue(parse(typed));
      }}
      error={
        error ??
        (length === undefined
          ? typedProblem(text, { min, max, required })
          : length.problem(text, min, max, required))
      }
      min={min}
      max={max}
      {...(step === undefined ? {} : { step })}
    />
  );
}

/**
 * What is wrong with the text as typed (not with the last value the caller kept): a step can only
 * refuse Next for an error the user sees.
 */
function typedProblem(
  text: string,
  { min, max, required }: { min?: number | undefined; max?: number | undefined; required: boolean },
): string | undefined {
  const typed = parseNumber(text);
  if (typed === undefined) return required || text.trim() !== '' ? 'Enter a number.' : undefined;
  return rangeProblem(typed, min, max);
}
