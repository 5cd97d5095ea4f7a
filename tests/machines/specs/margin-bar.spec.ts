import { marginBarMachine } from '../../../src/machines/trading/margin-bar.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';

type Level = 'safe' | 'warning' | 'danger';

/**
 * What the bar must show, from the issue ("amber at 80%, red at 90%") and the server's re-arm at
 * 70%, independent of the machine's code: the level after a ratio, given the level before it.
 */
function expected(before: Level, ratio: number): Level {
  if (ratio >= 0.9) return 'danger';
  if (ratio >= 0.8) return 'warning';
  if (ratio < 0.7) return 'safe';
  return before === 'safe' ? 'safe' : 'warning';
}

const last = new WeakMap<object, Level>();

export const marginBarSpec: ModelSpec = defineModelSpec({
  name: 'margin-bar',
  machine: marginBarMachine,
  events: {
    'margin.ratio': [0.1, 0.75, 0.8, 0.89, 0.9, 1.2, Number.POSITIVE_INFINITY].map((ratio) => ({
      type: 'margin.ratio',
      ratio,
    })),
  },
  project: (snapshot) => ({ ratio: snapshot.context.ratio }),
  check: ({ run, event, snapshot }) => {
    const now = snapshot.value as Level;
    const before = last.get(run) ?? 'safe';
    last.set(run, now);
    if (event.type !== 'margin.ratio') return;
    const { ratio } = event as unknown as { ratio: number };
    const want = expected(before, Number.isFinite(ratio) ? ratio : 1);
    if (now !== want)
      throw new Error(`a ratio of ${ratio} in ${before} showed ${now}, expected ${want}`);
    if (snapshot.context.ratio !== (Number.isFinite(ratio) ? ratio : 1)) {
      throw new Error('the bar does not show the ratio it was told');
    }
  },
});
