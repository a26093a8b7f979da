import { drawingCssProperties } from '@plotplan/contract/drawing';

/**
 * Gives the style sheets the plan style table's colours (`var(--drawing-guide)`...): the canvas's
 * marks, grid, zones and protected areas are drawn by CSS, and read their colours from the table
 * like every other renderer.
 */
export function applyDrawingProperties(style: Pick<CSSStyleDeclaration, 'setProperty'>): void {
  for (const [name, value] of drawingCssProperties()) style.setProperty(name, value);
}
