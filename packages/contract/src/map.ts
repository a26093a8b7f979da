import { z } from 'zod';

/**
 * The map under geo-referenced plots, as the server is configured (MAP_TILE_URL): a slippy-map tile
 * URL template with {z}, {x} and {y}, or null when the map is off; the attribution its tiles require.
 */
export const mapSettingsSchema = z.object({
  tile_url: z.string().nullable(),
  attribution: z.string(),
  max_zoom: z.number().int().min(1).max(22),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;
