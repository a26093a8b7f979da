import type { Plan } from '../model/plan.js';
import { cellAt, forEachCellInFootprint } from './sun-grid.js';
import { mapGrid, type SunHoursMap } from './sun-hours-map.js';

/**
 * Mean sun hours per day of each placed object: the mean over the map's cells whose centre lies
 * under its footprint. The map must come from sunHoursMap with this plan: there those cells leave
 * out the object's own shadow. An object too small to cover a cell centre takes the cell under its
 * centre; an object wholly outside the plot gets no entry.
 */
export function objectSunHours(map: SunHoursMap, plan: Plan): Record<string, number> {
  const grid = mapGrid(map);
  const result: Record<string, number> = {};
  for (const obj of plan.objects) {
    let total = 0;
    let count = 0;
    forEachCellInFootprint(grid, obj, (cell) => {
      const h = map.hours[cell] ?? -1;
      if (h >= 0) {
        total += h;
        count++;
      }
    });
    if (count === 0) {
      const h = map.hours[cellAt(grid, [obj.x, obj.y])] ?? -1;
      if (h >= 0) {
        total = h;
        count = 1;
      }
    }
    if (count > 0) result[obj.id] = total / count;
  }
  return result;
}
