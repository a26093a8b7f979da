import type { GeoLocation } from '@plotplan/domain';
import { cities } from './cities';
import { NumberField } from '../../../components/form/number-field';
import { SelectField } from '../../../components/form/select-field';
import { useLocale, useT } from '../../../lib/i18n';

interface LocationFieldsProps {
  readonly location: GeoLocation | undefined;
  readonly onLocation: (location: GeoLocation | undefined) => void;
}

// Each coordinate with its bound: the field's limits and the check before a location is kept.
const coordinates = [
  { key: 'lat', label: 'prep.latitude', limit: 90 },
  { key: 'lon', label: 'prep.longitude', limit: 180 },
] as const;

/** Where the plot is (for the sun): a city from the list, or latitude and longitude. */
export function LocationFields({ location, onLocation }: LocationFieldsProps) {
  const t = useT();
  const locale = useLocale();
  const city = cities.find((c) => c.lat === location?.lat && c.lon === location.lon)?.name ?? '';
  const set = (key: (typeof coordinates)[number]['key'], value: number | undefined) => {
    const next = { lat: location?.lat ?? 0, lon: location?.lon ?? 0 };
    if (value !== undefined) next[key] = value;
    onLocation(
      value !== undefined && coordinates.every((c) => Math.abs(next[c.key]) <= c.limit) ? next : undefined,
    );
  };
  return (
    <fieldset className="location">
      <legend>{t('prep.location')}</legend>
      <SelectField
        label={t('prep.city')}
        value={city}
        empty={location === undefined ? t('prep.chooseCity') : t('prep.customCoordinates')}
        options={cities.map((c) => ({ value: c.name, label: locale === 'ru' ? c.ru : c.name }))}
        onValueChange={(name) => {
          const picked = cities.find((c) => c.name === name);
          if (picked !== undefined) onLocation({ lat: picked.lat, lon: picked.lon });
        }}
      />
      <div className="field-row">
        {coordinates.map(({ key, label, limit }) => (
          <NumberField
            key={key}
            label={t(label)}
            unit="°"
            value={location?.[key]}
            min={-limit}
            max={limit}
            step={0.0001}
            decimals={4}
            onValue={(value) => set(key, value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
