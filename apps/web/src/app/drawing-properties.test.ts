import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { drawingCssProperties } from '@plotplan/contract/drawing';
import { describe, expect, it } from 'vitest';
import { applyDrawingProperties } from './drawing-properties';

const webSource = path.resolve(import.meta.dirname, '..');
const filesUnder = (folder: string, pattern: RegExp): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
const styleSheets = filesUnder(webSource, /\.css$/);
const defined = new Set(drawingCssProperties().map(([name]) => name));
const usedIn = (files: readonly string[]) =>
  new Set(
    files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\((--drawing-[\w-]+)/g)].flatMap((m) =>
        m[1] === undefined ? [] : [m[1]],
      ),
    ),
  );

describe('the style sheets take the plan colours from the style table', () => {
  it('finds the style sheets it checks', () => {
    expect(styleSheets.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(['plot-editor.css', 'plan-editor.css', 'generations.css', 'tokens.css']),
    );
  });

  it('has no hex colour in a style sheet but the design tokens', () => {
    const found = styleSheets
      .filter((file) => path.basename(file) !== 'tokens.css')
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            /#[0-9a-fA-F]{3,8}\b/.test(line) ? [`${path.basename(file)}:${i + 1}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });

  it('uses only --drawing-* properties the table defines, and every one it defines', () => {
    const used = usedIn([...styleSheets, ...filesUnder(webSource, /\.tsx?$/)]);
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
    expect([...defined].filter((name) => !used.has(name))).toEqual([]);
  });

  it('sets each property on the document to the table colour', () => {
    applyDrawingProperties(document.documentElement.style);
    for (const [name, value] of drawingCssProperties())
      expect(document.documentElement.style.getPropertyValue(name)).toBe(value);
    expect(document.documentElement.style.getPropertyValue('--drawing-guide')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
