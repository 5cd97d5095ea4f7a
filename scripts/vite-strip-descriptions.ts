import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const MACHINE_FILE = /[\\/]src[\\/]machines[\\/].*\.ts$/;

interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Static text: a string, a template without expressions, or such pieces joined with `+`. */
const isStaticText = (node: Node): boolean =>
  (node.type === 'Literal' && typeof node.value === 'string') ||
  (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) ||
  (node.type === 'BinaryExpression' &&
    node.operator === '+' &&
    isStaticText(node.left as Node) &&
    isStaticText(node.right as Node));

const isDescription = (node: Node): boolean =>
  node.type === 'Property' &&
  !node.computed &&
  isNode(node.key) &&
  (node.key.name === 'description' || node.key.value === 'description') &&
  isStaticText(node.value as Node);

/**
 * Drops the `description` texts of the statecharts from the production build: they document the
 * machines (`npm run docs:statecharts` reads them from the source) and XState never reads them, yet
 * they were a sixth of the root system's chunk that every page downloads.
 */
export function stripMachineDescriptions(): Plugin {
  return {
    name: 'derivo:strip-machine-descriptions',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!MACHINE_FILE.test(id) || !code.includes('description')) return null;
      const out = new MagicString(code);
      const visit = (node: Node) => {
        if (node.type === 'ObjectExpression') {
          for (const property of node.properties as Node[]) {
            if (!isDescription(property)) continue;
            // The comma after the property, if any, goes with it.
            const comma = /^\s*,/.exec(code.slice(property.end));
            out.remove(property.start, property.end + (comma ? comma[0].length : 0));
          }
        }
        for (const value of Object.values(node)) {
          if (Array.isArray(value)) value.filter(isNode).forEach(visit);
          else if (isNode(value)) visit(value);
        }
      };
      visit(this.parse(code) as unknown as Node);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
