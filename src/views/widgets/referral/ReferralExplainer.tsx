import type { ReactNode } from 'react';
import { referralText } from '../../../content/referral.ts';
import type { ReferralsResponse } from '../../../contracts/referral.ts';
import { type CopyTarget, referralTexts } from '../../../machines/referral/referral.machine.ts';
import { button } from '../../ui/button.css.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { CopyButton } from './CopyField.tsx';
import * as css from './referral.css.ts';

const text = referralText;

export interface CopyView {
  /** Which button shows "Copied" now, if any. */
  readonly copied: CopyTarget | null;
  /** Which text the browser refused to copy, to be copied by hand. */
  readonly failed: CopyTarget | null;
  readonly onCopy: (target: CopyTarget) => void;
}

function shareLinks(link: string) {
  const message = `${text.share.message} ${link}`;
  return [
    { label: text.share.whatsapp, href: `https://wa.me/?text=${encodeURIComponent(message)}` },
    {
      label: text.share.telegram,
      href: `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text.share.message)}`,
    },
    {
      label: text.share.email,
      href: `mailto:?subject=${encodeURIComponent(text.share.emailSubject)}&body=${encodeURIComponent(message)}`,
    },
  ];
}

/** The card of the code or of the link: its title, its hint and what to copy. */
function ShareCard({ what, children }: { what: CopyTarget; children: ReactNode }) {
  return (
    <section className={css.card} aria-labelledby={`referral-${what}-title`}>
      <h2 id={`referral-${what}-title`} className={css.cardTitle}>
        {text[what].title}
      </h2>
      <p className={css.hint}>{text[what].hint}</p>
      {children}
    </section>
  );
}

/** The code or link beside its copy button, and the way to copy by hand when copying failed. */
function CopyRow({
  what,
  copy,
  children,
}: {
  what: CopyTarget;
  copy: CopyView;
  children: ReactNode;
}) {
  return (
    <>
      <div className={css.copyRow}>
        {children}
        <CopyButton
          label={text[what].copy}
          copiedLabel={text.copied}
          copied={copy.copied === what}
          onCopy={() => copy.onCopy(what)}
          testId={`copy-${what}`}
        />
      </div>
      {copy.failed === what && <p className={css.fallback}>{referralTexts.copyFailed}</p>}
    </>
  );
}

/** Referral Page: the code and link to copy and share, and how the reward is earned. */
export function ReferralExplainer({
  data,
  copy,
}: {
  data: ReferralsResponse | null;
  copy: CopyView;
}) {
  return (
    <div className={css.grid}>
      <div className={css.panel}>
        <ShareCard what="code">
          {data !== null && (
            <CopyRow what="code" copy={copy}>
              <span className={css.code} data-testid="referral-code">
                {data.code}
              </span>
            </CopyRow>
          )}
        </ShareCard>
        <ShareCard what="link">
          {data !== null && (
            <>
              <CopyRow what="link" copy={copy}>
                <input
                  className={css.linkInput}
                  aria-label={text.link.label}
                  value={data.link}
                  readOnly
                  data-testid="referral-link"
                  // The copy-by-hand fallback: one click selects the whole link.
                  onFocus={(event) => event.currentTarget.select()}
                  // biome-ignore lint/a11y/noAutofocus: after a refused copy the link is what to copy.
                  autoFocus={copy.failed === 'link'}
                />
              </CopyRow>
              <div>
                <h3 className={css.stepTitle}>{text.share.title}</h3>
                <div className={css.share}>
                  {shareLinks(data.link).map((link) => (
                    <ExternalLink key={link.label} className={button.ghost} href={link.href}>
                      {link.label}
                    </ExternalLink>
                  ))}
                </div>
              </div>
            </>
          )}
        </ShareCard>
      </div>
      <section className={css.card} aria-labelledby="referral-how-title">
        <h2 id="referral-how-title" className={css.cardTitle}>
          {text.how.title}
        </h2>
        <ol className={css.steps}>
          {text.how.steps.map((step, index) => (
            <li key={step.title} className={css.step}>
              <span className={css.stepMark} aria-hidden>
                {index + 1}
              </span>
              <div>
                <p className={css.stepTitle}>{step.title}</p>
                <p className={css.stepText}>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
