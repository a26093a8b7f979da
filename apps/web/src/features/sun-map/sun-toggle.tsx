import { useId } from 'react';
import type { SunMapStatus } from './use-sun-map';

interface SunToggleProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** From useSunMap: shown next to the box ("Computing…", or why there is no map). */
  readonly status?: SunMapStatus;
  readonly reason?: string | undefined;
}

/** The "Sun hours" checkbox that shows or hides the overlay, with the map's state in words. */
export function SunToggle({ checked, onChange, status, reason }: SunToggleProps) {
  const statusId = useId();
  const note =
    !checked || status === undefined || status === 'idle' || status === 'ready'
      ? ''
      : status === 'computing'
        ? 'Computing…'
        : (reason ?? 'Sun hours are not available.');
  return (
    <div className="sun-toggle">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={note === '' ? undefined : statusId}
        />
        Sun hours
      </label>
      <span id={statusId} className="sun-toggle__status muted" role="status" data-status={status}>
        {note}
      </span>
    </div>
  );
}
