import { mapSettingsSchema } from '../map.js';
import { mapEndpoints } from './endpoints.js';
import { route } from './route.js';

export const mapRoutes = {
  settings: route({ ...mapEndpoints.settings, responses: { 200: mapSettingsSchema } }),
};
