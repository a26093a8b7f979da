import type { Entrance, UnitSystem } from '@plotplan/domain';
import { NumberField } from '../../../components/form/number-field';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import { useT } from '../../../lib/i18n';

/** The words of one opening's fields (the vehicle gate's or the wicket's), from the catalogue. */
interface OpeningWords {
  readonly side: string;
  /** The first choice, for no opening of its own. */
  readonly none: string;
  readonly position: (percent: number) => string;
  readonly width: string;
}

interface OpeningFieldsProps {
  readonly words: OpeningWords;
  readonly opening: Entrance | undefined;
  /** The street and driveway sides it may stand on. */
  readonly sides: readonly SelectOption[];
  readonly minWidth: number;
  readonly maxWidth: number;
  /** The plot's unit system: the width in feet and inches on an imperial plot. */
  readonly units?: UnitSystem;
  /** A side chosen ('' for none): the caller places the opening there. */
  readonly onSide: (side: number | undefined) => void;
  readonly onChange: (change: Partial<Entrance>) => void;
  /** What is wrong with where it stands, shown under its fields. */
  readonly problems?: readonly string[];
}

/**
 * An opening on a street or driveway side, set as the gate and the wicket are alike: its side from a
 * list, its place along the side with a slider (arrow keys move it 1 %), its width in metres (feet and inches on an imperial plot).
 */
export function OpeningFields({
  words,
  opening,
  sides,
  minWidth,
  maxWidth,
  units,
  onSide,
  onChange,
  problems = [],
}: OpeningFieldsProps) {
  const t = useT();
  const percent = opening === undefined ? 0 : Math.round(opening.t * 100);
  return (
    <>
      <SelectField
        label={words.side}
        value={String(opening?.edge ?? '')}
        empty={words.none}
        options={sides}
        onValueChange={(value) => onSide(value === '' ? undefined : Number(value))}
      />
      {opening !== undefined && (
        <>
          <label className="field">
            {words.position(percent)}
            <input
              type="range"
              min={0}
              max={100}
              value={percent}
              onChange={(event) => onChange({ t: Number(event.target.value) / 100 })}
            />
          </label>
          <NumberField
            label={words.width}
            unit={t('unit.mShort')}
            units={units}
            value={opening.width_m}
            min={minWidth}
            max={maxWidth}
            required
            onValue={(v) => v !== undefined && v >= minWidth && v <= maxWidth && onChange({ width_m: v })}
          />
          {problems.map((problem) => (
            <p key={problem} className="field__error">
              {problem}
            </p>
          ))}
        </>
      )}
    </>
  );
}
