/**
 * A Stryker ignorer for what no test could observe:
 * - the `description`, `summary` and `reason` texts of the machines and their catalogue: they
 *   document them (docs/statecharts reads them) and XState never reads them;
 * - `setup({ types: { ... } })`: type declarations for TypeScript only, never read at run time.
 */
const DOCUMENTATION_KEYS = new Set(['description', 'summary', 'reason']);

const isStaticText = (node) =>
  node.type === 'StringLiteral' ||
  (node.type === 'TemplateLiteral' && node.expressions.length === 0) ||
  (node.type === 'BinaryExpression' &&
    node.operator === '+' &&
    isStaticText(node.left) &&
    isStaticText(node.right));

/** The object literal passed to a call of `setup(...)`. */
const isSetupArgument = (objectPath) => {
  const call = objectPath?.parentPath?.node;
  return (
    call?.type === 'CallExpression' &&
    call.callee.type === 'Identifier' &&
    call.callee.name === 'setup'
  );
};

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
        if (keyName(node.key) === 'types' && isSetupArgument(path.parentPath)) {
          return 'Type declarations of setup(): TypeScript only, XState never reads them.';
        }
        if (!DOCUMENTATION_KEYS.has(keyName(node.key)) || !isStaticText(node.value))
          return undefined;
        return 'Documentation text: XState never reads it (docs:statecharts checks it).';
      },
    },
  },
];
