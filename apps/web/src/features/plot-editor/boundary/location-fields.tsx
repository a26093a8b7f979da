import type { GeoLocation } from '@plotplan/domain';
import { cities } from './cities';
import { NumberField } from './number-field';

interface LocationFieldsProps {
  readonly location: GeoLocation | undefined;
  readonly onLocation: (location: GeoLocation | undefined) => void;
}

/** Where the plot is (for the sun): a city from the list, or latitude and longitude. */
export function LocationFields({ location, onLocation }: LocationFieldsProps) {
  const city = cities.find((c) => c.lat === location?.lat && c.lon === location.lon)?.name ?? '';
  const set = (lat: number | undefined, lon: number | undefined) =>
    onLocation(
      lat !== undefined && lon !== undefined && Math.abs(lat) <= 90 && Math.abs(lon) <= 180
        ? { lat, lon }
        : undefined,
    );
  return (
    <fieldset className="location">
      <legend>Location (for the sun)</legend>
      <div className="field">
        <label htmlFor="city">City</label>
        <select
          id="city"
          value={city}
          onChange={(event) => {
            const picked = cities.find((c) => c.name === event.target.value);
            if (picked !== undefined) onLocation({ lat: picked.lat, lon: picked.lon });
          }}
        >
          <option value="">{location === undefined ? 'Choose a city…' : 'Custom coordinates'}</option>
          {cities.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field-row">
        <NumberField
          label="Latitude"
          unit="°"
          value={location?.lat}
          min={-90}
          max={90}
          step={0.0001}
          onValue={(lat) => set(lat, location?.lon ?? 0)}
        />
        <NumberField
          label="Longitude"
          unit="°"
          value={location?.lon}
          min={-180}
          max={180}
          step={0.0001}
          onValue={(lon) => set(location?.lat ?? 0, lon)}
        />
      </div>
    </fieldset>
  );
}
