import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Writes only the counts `npm test`'s summary needs ({numPassedTests, numFailedTests}) to the
 * file named by VITEST_COUNTS_FILE. Vitest's JSON reporter stringifies every test's result in one
 * go, which ran out of a 4 GB heap on the machines suite's 21,000 path tests.
 */
export default class CountReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const file = process.env.VITEST_COUNTS_FILE;
    if (!file) return;
    let passed = 0;
    let failed = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
      }
      if (module.state() === 'failed' && module.children.size === 0) failed += 1;
    }
    writeFileSync(file, JSON.stringify({ numPassedTests: passed, numFailedTests: failed }));
  }
}
