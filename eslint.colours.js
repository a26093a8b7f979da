// @ts-check
// How a plan looks lives in one style table, packages/contract/src/drawing/ (fills, inks, dashes,
// families, surroundings, the 3D view's colours), read by the canvas, the exports, the server's
// thumbnails and the 3D view. This rule refuses a hex colour written anywhere else in the apps' and
// packages' sources, so no renderer grows a palette of its own again.

/** A hex colour anywhere in a string: '#1c2420', 'fill="#fff"', `var(--x, #7c3aed)`. */
const HEX_COLOUR = String.raw`/#[0-9a-fA-F]{3,8}\b/`;
const message =
  'A colour comes from the plan style table (@plotplan/contract/drawing), not a hex literal here.';

/**
 * The colours that are not the plan's look, kept where they are:
 * - the style table itself;
 * - tests and their fixtures (colours as test data, and asserting a drawing's colours);
 * - the catalogue's object-type colours: catalogue data the API serves (`color` on each object type,
 *   in the specification), seeded into the database and used for DXF layers;
 * - the account e-mails' HTML (inline styles a mail client needs, not a plan);
 * - the sun overlays: the sun map's hour classes (a data scale with its contrast test) and the
 *   sun's paths by season on the orientation step.
 */
export const colourExceptions = [
  'packages/contract/src/drawing/**',
  '**/*.test.{ts,tsx}',
  '**/test-support/**',
  '**/test-fixtures.ts',
  'packages/domain/src/catalog/object-types.ts',
  'apps/server/src/mail/html.ts',
  'apps/web/src/features/sun-map/sun-palette.ts',
  'apps/web/src/features/plot-editor/orientation/sun-path-styles.ts',
];

/** @type {import('eslint').Linter.Config[]} */
export const colourRules = [
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: colourExceptions,
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${HEX_COLOUR}]`, message },
        { selector: `TemplateElement[value.raw=${HEX_COLOUR}]`, message },
      ],
    },
  },
];
