/**
 * A Stryker ignorer: the `description`, `summary` and `reason` texts of the machines and their
 * catalogue document them (docs/statecharts reads them) and XState never reads them, so a mutant
 * there changes no behaviour a test could observe.
 */
const DOCUMENTATION_KEYS = new Set(['description', 'summary', 'reason']);

const isStaticText = (node) =>
  node.type === 'StringLiteral' ||
  (node.type === 'TemplateLiteral' && node.expressions.length === 0) ||
  (node.type === 'BinaryExpression' &&
    node.operator === '+' &&
    isStaticText(node.left) &&
    isStaticText(node.right));

const keyName = (key) => (key.type === 'Identifier' ? key.name : key.value);

export const strykerPlugins = [
  {
    // What `declareValuePlugin(PluginKind.Ignore, ...)` of @stryker-mutator/api returns.
    kind: 'Ignore',
    name: 'documentation',
    value: {
      shouldIgnore(path) {
        const node = path.node;
        if (node.type !== 'ObjectProperty' || node.computed) return undefined;
        if (!DOCUMENTATION_KEYS.has(keyName(node.key)) || !isStaticText(node.value))
          return undefined;
        return 'Documentation text: XState never reads it (docs:statecharts checks it).';
      },
    },
  },
];
