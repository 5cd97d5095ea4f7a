export { TrackingClock } from './clock.ts';
export {
  type CoverageReport,
  coverageProblems,
  coverageTable,
  measureCoverage,
} from './coverage.ts';
export { describeModel } from './describe-model.ts';
export { assertExecutors, discoveredEventTypes, executorFor } from './executors.ts';
export { type ActionCall, fakeActions } from './fakes.ts';
export { inertMachine } from './inert.ts';
export { InvokeController } from './invokes.ts';
export { checkModel, type PreparedModel, prepareModel, runAllPaths } from './model.ts';
export { buildPaths, type ModelPath, stateKey } from './paths.ts';
export { type Observation, runPath, settle } from './run.ts';
export {
  defineModelSpec,
  type EventSamples,
  type Executor,
  type InvokeOutcomes,
  type ModelSpec,
  type RunContext,
} from './spec.ts';
export { pathTitle } from './title.ts';
