// Mutation testing of src/machines and src/domain against the unit and machines suites.
// Run it through `npm run test:mutation` (scripts/mutation.ts), which splits the files into shards
// and passes each its own `mutate` list, test files and incremental file.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './scripts/mutation/ignore-documentation.mjs'],
  ignorers: ['documentation'],
  vitest: {
    configFile: 'scripts/mutation/vitest.config.ts',
    // The machine tests reach the machines through their specs and the catalogue: "related" finds none.
    related: false,
  },
  // Stryker rewrites tsconfig with the classic TypeScript API, which TypeScript 7 no longer has.
  tsconfigFile: 'stryker-no-tsconfig.json',
  coverageAnalysis: 'perTest',
  // Two cores, shared.
  concurrency: 1,
  incremental: true,
  incrementalFile: '.tmp/stryker/incremental.json',
  tempDirName: '.tmp/stryker/sandbox',
  ignorePatterns: ['dist', 'data', 'test-results', 'playwright-report', '.tmp'],
  reporters: ['clear-text', 'json', 'progress-append-only'],
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  jsonReporter: { fileName: '.tmp/stryker/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
  timeoutMS: 10000,
};
