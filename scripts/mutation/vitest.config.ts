/**
 * The unit and machines projects of vite.config.ts for Stryker, limited to the test files of one
 * shard (DERIVO_MUTATION_TESTS, set by scripts/mutation.ts); without it, both whole projects.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import base from '../../vite.config.ts';

interface ShardTests {
  readonly unit: readonly string[];
  readonly machines: readonly string[];
}

const shard = process.env.DERIVO_MUTATION_TESTS
  ? (JSON.parse(process.env.DERIVO_MUTATION_TESTS) as ShardTests)
  : undefined;

const projects = [
  { name: 'unit', include: shard?.unit ?? ['tests/unit/**/*.test.{ts,tsx}'] },
  { name: 'machines', include: shard?.machines ?? ['tests/machines/**/*.test.ts'] },
].filter((project) => project.include.length > 0);

export default defineConfig({
  root: fileURLToPath(new URL('../../', import.meta.url)),
  plugins: base.plugins,
  test: {
    projects: projects.map(({ name, include }) => ({
      extends: true,
      test: { name, include: [...include], environment: 'node' as const },
    })),
  },
});
