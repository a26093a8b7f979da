import {
  localizeText,
  nothingPlacedText,
  notPlacedText,
  type Generation,
  type Locale,
} from '@plotplan/contract';
import type { UnitSystem } from '@plotplan/domain';

// The generator's reasons in the interface's language: from their codes when the server sent them
// (it also sends words, in the language the request asked for, which a language switch outdates).
// Distances in the plot's units: feet and inches on an imperial plot.

type NotPlacedBody = Generation['not_placed'][number];

/** Why an object was left out, in the language. */
export function notPlacedReason(n: NotPlacedBody, locale: Locale, units: UnitSystem = 'metric'): string {
  return n.because === undefined ? n.reason : notPlacedText(n.because, locale, units);
}

/**
 * Why a generation failed, in the language: said again from the reasons when nothing could be
 * placed, else the server's error (a time-out, a stopped worker) from the contract's table.
 */
export function failureReason(
  generation: Generation,
  locale: Locale,
  units: UnitSystem = 'metric',
): string | null {
  const left = generation.not_placed;
  if (left.length === 0 || left.some((n) => n.because === undefined)) {
    return generation.error === null ? null : localizeText(generation.error, locale);
  }
  return nothingPlacedText(
    left.map((n) => notPlacedReason(n, locale, units)),
    locale,
  );
}
