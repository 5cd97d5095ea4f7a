import { type ReactNode, useEffect, useRef } from 'react';
import * as css from './auth.css.ts';

interface Props {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly icon: ReactNode;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  /**
   * When this changes (a flow moved to its next step), focus moves to the title so keyboard and
   * screen-reader users start the new step at its top; the first render leaves focus alone.
   */
  readonly stepKey?: string | number;
}

/** The centred card every auth page uses: icon, title (the page's h1), lead, content, footer. */
export function AuthCard({ title, lead, icon, children, footer, stepKey }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepKey);
  // DOM only: focus on the new step's title.
  useEffect(() => {
    if (shownStep.current === stepKey) return;
    shownStep.current = stepKey;
    heading.current?.focus();
  }, [stepKey]);
  return (
    <div className={css.layout}>
      <section className={css.card} aria-labelledby="page-title">
        <span className={css.icon} aria-hidden>
          {icon}
        </span>
        <h1 id="page-title" className={css.title} ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {lead && <p className={css.lead}>{lead}</p>}
        {children}
        {footer && <div className={css.footer}>{footer}</div>}
      </section>
    </div>
  );
}
