import type { PlacedObject } from '@plotplan/domain';

const metres = (value: number) => Number(value.toFixed(1)).toString();

/** An object's size as a designer writes it: "6 × 6 m", or "Ø 4 m" for a round one. */
export function objectSizeText(object: Pick<PlacedObject, 'shape' | 'width' | 'depth'>): string {
  return object.shape === 'circle'
    ? `Ø ${metres(object.width)} m`
    : `${metres(object.width)} × ${metres(object.depth)} m`;
}

/** "5.5 h of sun a day" (one decimal). */
export const sunHoursText = (hours: number) => `${Number(hours.toFixed(1))} h of sun a day`;

/** What hovering or tapping an object tells: its name, its size and, when known, its sun. */
export function objectTooltipLines(
  name: string,
  object: Pick<PlacedObject, 'shape' | 'width' | 'depth'>,
  sunHours?: number,
): string[] {
  return [name, objectSizeText(object), ...(sunHours === undefined ? [] : [sunHoursText(sunHours)])];
}
