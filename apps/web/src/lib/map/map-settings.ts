import type { MapSettings } from '@plotplan/contract';
import { mapEndpoints } from '@plotplan/contract/endpoints';
import { useEffect, useState } from 'react';
import { callApi } from '../api';

/** No map: the server's is off, or it could not be asked (the canvas keeps its grid). */
const NO_MAP: MapSettings = { tile_url: null, attribution: '', max_zoom: 19 };

let asked: Promise<MapSettings> | undefined;
let answer: MapSettings | undefined;

/** The server's map tiles (MAP_TILE_URL), asked once per page load, signed in or not. */
export function loadMapSettings(): Promise<MapSettings> {
  asked ??= callApi(mapEndpoints.settings, {}).then(
    (settings) => (answer = settings),
    () => (answer = NO_MAP),
  );
  return asked;
}

/** The map settings once known (undefined until then); asks only when `wanted`. */
export function useMapSettings(wanted: boolean): MapSettings | undefined {
  const [settings, setSettings] = useState(answer);
  useEffect(() => {
    if (!wanted || settings !== undefined) return;
    let live = true;
    void loadMapSettings().then((loaded) => live && setSettings(loaded));
    return () => {
      live = false;
    };
  }, [wanted, settings]);
  return wanted ? settings : undefined;
}
