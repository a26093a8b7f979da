import { useId, type InputHTMLAttributes } from 'react';

interface NumberInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'onChange'
> {
  readonly label: string;
  readonly unit?: string | undefined;
  /** What the input shows, kept as typed ("12." while typing 12.5). */
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly error: string | undefined;
  /** The dense variant of side panels. */
  readonly compact?: boolean;
  /** A text input (feet and inches: `12' 6"`), not a number one. */
  readonly textual?: boolean;
}

/** The labelled number input of every numeric field, its error announced and tied to it. */
export function NumberInput({
  label,
  unit,
  text,
  onText,
  error,
  compact = false,
  textual = false,
  step = 0.1,
  ...input
}: NumberInputProps) {
  const id = useId();
  return (
    <div className={compact ? 'field field--number field--compact' : 'field field--number'}>
      <label htmlFor={id}>
        {label}
        {unit !== undefined && <span className="muted"> ({unit})</span>}
      </label>
      <input
        {...input}
        id={id}
        {...(textual
          ? { type: 'text', inputMode: 'text', min: undefined, max: undefined, autoComplete: 'off' }
          : { type: 'number', inputMode: 'decimal', step })}
        value={text}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(event) => onText(event.target.value)}
      />
      {error !== undefined && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The number typed, or undefined for an empty or unreadable text. */
export function parseNumber(text: string): number | undefined {
  const value = text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(value) ? value : undefined;
}
