import { useId } from 'react';
import { useT } from '../../lib/i18n';
import { SUN_CLASS_STYLES } from './sun-palette';

interface SunLegendProps {
  /** What the hours are averaged over, e.g. "the growing season, April to September"; that by default. */
  readonly period?: string;
}

/** The four sun classes with their hour ranges and overlay colours; the words carry the meaning. */
export function SunLegend({ period }: SunLegendProps) {
  const titleId = useId();
  const t = useT();
  return (
    <figure className="sun-legend" aria-labelledby={titleId}>
      <figcaption id={titleId} className="sun-legend__title">
        {t('sun.legendTitle', { period: period ?? t('sun.growingSeason') })}
      </figcaption>
      <ul className="sun-legend__list">
        {SUN_CLASS_STYLES.map((style) => (
          <li
            key={style.sunClass}
            className="sun-legend__item"
            data-ink={style.ink}
            style={{ backgroundColor: style.colour }}
          >
            <span className="sun-legend__label">{t(style.label)}</span>{' '}
            <span className="sun-legend__range">{t(...style.range)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
