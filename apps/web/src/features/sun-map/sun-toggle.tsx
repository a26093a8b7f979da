import { useId } from 'react';
import { useT } from '../../lib/i18n';
import { LOCATION_REASON } from './sun-map-protocol';
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
  const t = useT();
  const note =
    !checked || status === undefined || status === 'idle' || status === 'ready'
      ? ''
      : status === 'computing'
        ? t('sun.computing')
        : reason === LOCATION_REASON
          ? t('sun.needsLocation')
          : (reason ?? t('sun.unavailable'));
  return (
    <div className="sun-toggle">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={note === '' ? undefined : statusId}
        />
        {t('sun.toggle')}
      </label>
      <span id={statusId} className="sun-toggle__status muted" role="status" data-status={status}>
        {note}
      </span>
    </div>
  );
}
