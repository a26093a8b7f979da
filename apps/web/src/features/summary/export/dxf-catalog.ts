import { catalogObjects, type LandscapeObject } from '@plotplan/domain';
import type { DrawingObjectStyle } from './drawing-types';

/**
 * The catalogue the DXF labels its objects from, each object under the name the summary shows it
 * by (the catalogue's name in the project's language: "Маленький дом" on a Russian project).
 */
export const dxfCatalog = (styles: ReadonlyMap<string, DrawingObjectStyle>): LandscapeObject[] =>
  catalogObjects.map((o) => ({ ...o, name: styles.get(o.code)?.name ?? o.name }));
