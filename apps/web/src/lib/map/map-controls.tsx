import { useT } from '../i18n';
import { MIN_MAP_OPACITY, setMapPreference, type MapPreference } from './map-preference';

/** The map's switch and, while it shows, its opacity; in the canvas's button row. */
export function MapControls({ preference }: { preference: MapPreference }) {
  const t = useT();
  return (
    <div className="map-controls" role="group" aria-label={t('map.controls')}>
      <button
        type="button"
        className="button button--small"
        aria-pressed={preference.shown}
        onClick={() => setMapPreference({ ...preference, shown: !preference.shown })}
      >
        {t('map.toggle')}
      </button>
      {preference.shown && (
        <input
          type="range"
          className="map-controls__opacity"
          aria-label={t('map.opacity')}
          min={MIN_MAP_OPACITY}
          max={1}
          step={0.1}
          value={preference.opacity}
          onChange={(event) => setMapPreference({ ...preference, opacity: Number(event.target.value) })}
        />
      )}
    </div>
  );
}

const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';

/** The attribution the tiles' licence asks for, or a word that the map could not be loaded. */
export function MapNote({ attribution, unavailable }: { attribution: string; unavailable: boolean }) {
  const t = useT();
  if (unavailable)
    return (
      <p className="map-note" role="status">
        {t('map.unavailable')}
      </p>
    );
  if (attribution === '') return null;
  return (
    <p className="map-note">
      {attribution.includes('OpenStreetMap') ? (
        <a href={OSM_COPYRIGHT} target="_blank" rel="noreferrer">
          {attribution}
        </a>
      ) : (
        attribution
      )}
    </p>
  );
}
