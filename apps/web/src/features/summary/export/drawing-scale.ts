/**
 * The scales a site plan is drawn at, largest first (1:50 shows the most detail): those of a
 * metric scale rule, 1:75 and 1:150 among them so that a plot between two round scales does not
 * leave half the paper empty.
 */
export const STANDARD_SCALES = [50, 75, 100, 150, 200, 250, 500, 1000] as const;

export interface ScaleChoice {
  /** The denominator: 200 means 1:200. */
  readonly scale: number;
  readonly standard: boolean;
}

/**
 * The largest standard scale at which a plan of `width_m` x `height_m` fits in `width_mm` x
 * `height_mm`. A plot too large even for 1:1000 gets the next multiple of 500 that fits, so the
 * drawing is still true to a stated scale.
 */
export function chooseScale(
  plan: { readonly width_m: number; readonly height_m: number },
  room: { readonly width_mm: number; readonly height_mm: number },
): ScaleChoice {
  const fits = (scale: number) =>
    (plan.width_m * 1000) / scale <= room.width_mm && (plan.height_m * 1000) / scale <= room.height_mm;
  const standard = STANDARD_SCALES.find(fits);
  if (standard !== undefined) return { scale: standard, standard: true };
  const needed = Math.max(
    (plan.width_m * 1000) / Math.max(room.width_mm, 1),
    (plan.height_m * 1000) / Math.max(room.height_mm, 1),
  );
  return { scale: Math.ceil(needed / 500) * 500, standard: false };
}

const BAR_LENGTHS_M = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000];

/** The longest round scale-bar length (metres) that stays within `max_mm` on the sheet. */
export function scaleBarLength(mmPerM: number, maxMm: number): number {
  let best = BAR_LENGTHS_M[0] as number;
  for (const length of BAR_LENGTHS_M) if (length * mmPerM <= maxMm) best = length;
  return best;
}
