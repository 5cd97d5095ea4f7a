import * as css from './auth.css.ts';

const names = ['Your details', 'Verify email', 'More about you', 'Done'] as const;

/** Sign-up progress: four steps (spec section 4), the current one marked for assistive technology. */
export function StepIndicator({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <ol className={css.steps} aria-label={`Step ${current} of 4`}>
      {names.map((name, index) => {
        const number = index + 1;
        const status = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <li
            key={name}
            className={css.step}
            aria-current={status === 'current' ? 'step' : undefined}
            data-testid={`signup-step-${number}`}
          >
            <span className={css.stepBar[status]} aria-hidden />
            <span className={css.stepLabel[status]}>
              {number}. {name}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
