// @ts-check
// Words on screen come from the message catalogue (apps/web/src/lib/i18n/messages/*.json): this
// rule refuses bare text in JSX ("<p>Sign in</p>") and bare words in the attributes a person reads
// (aria-label, title, alt, placeholder, label). Symbols and numbers ("×", "‹", "404", "—") pass.
// It applies to the screens already converted; a screen joins `translatedScreens` once converted.

const LETTERS = /\p{L}{2,}/u;
/** Names, which stay as they are in every language. */
const NAMES = new Set(['Plotplan']);
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'placeholder', 'label', 'empty', 'hint']);

/** @type {import('eslint').Rule.RuleModule} */
const noBareJsxText = {
  meta: {
    type: 'problem',
    docs: { description: 'Words a user reads must come from the message catalogue' },
    schema: [],
    messages: { bare: 'Words on screen come from the catalogue: t(\'...\') instead of "{{text}}".' },
  },
  create(context) {
    /** @param {import('estree').Node} node @param {string} text */
    const check = (node, text) => {
      if (LETTERS.test(text) && !NAMES.has(text.trim()))
        context.report({ node, messageId: 'bare', data: { text: text.trim().slice(0, 40) } });
    };
    return {
      /** @param {import('estree').Node & { value: string }} node */
      JSXText: (node) => check(node, node.value),
      /** A string or template written as a child: <title>{`Entrance, ${w} m`}</title>. */
      /** @param {any} node */
      JSXExpressionContainer(node) {
        if (node.parent?.type !== 'JSXElement') return;
        const e = node.expression;
        if (e?.type === 'Literal' && typeof e.value === 'string') check(node, e.value);
        if (e?.type === 'TemplateLiteral') {
          /** @type {{ value: { cooked?: string | null } }[]} */
          const quasis = e.quasis;
          check(node, quasis.map((q) => q.value.cooked ?? '').join(' '));
        }
      },
      /** @param {any} node */
      JSXAttribute(node) {
        const name = node.name?.name;
        if (typeof name === 'string' && READ_ATTRIBUTES.has(name) && node.value?.type === 'Literal') {
          check(node, String(node.value.value));
        }
      },
    };
  },
};

/** The screens already in the catalogue. */
export const translatedScreens = [
  'apps/web/src/app/**/*.tsx',
  'apps/web/src/components/**/*.tsx',
  'apps/web/src/features/auth/**/*.tsx',
  'apps/web/src/features/projects/**/*.tsx',
  'apps/web/src/features/plot-editor/**/*.tsx',
  'apps/web/src/features/selection/**/*.tsx',
  'apps/web/src/lib/plan-canvas/**/*.tsx',
  'apps/web/src/lib/map/**/*.tsx',
  'apps/web/src/features/test-model/**/*.tsx',
  'apps/web/src/features/summary/**/*.tsx',
  'apps/web/src/features/chat/**/*.tsx',
  'apps/web/src/features/plan-editor/**/*.tsx',
  'apps/web/src/features/plan-history/**/*.tsx',
  'apps/web/src/features/generations/**/*.tsx',
  'apps/web/src/features/sharing/**/*.tsx',
  'apps/web/src/features/sun-map/**/*.tsx',
  'apps/web/src/features/plan-3d/**/*.tsx',
];

/** @type {import('eslint').Linter.Config[]} */
export const i18nRules = [
  {
    files: translatedScreens,
    ignores: ['**/*.test.tsx'],
    plugins: { plotplan: { rules: { 'no-bare-jsx-text': noBareJsxText } } },
    rules: { 'plotplan/no-bare-jsx-text': 'error' },
  },
];
