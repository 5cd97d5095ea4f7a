import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { referralText } from '../../../content/referral.ts';
import { systemIds } from '../../../machines/ids.ts';
import type { CopyTarget } from '../../../machines/referral/referral.machine.ts';
import type { referralFlow } from '../../../referral-flows.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { usePageActor } from '../../hooks/use-page-actor.ts';
import { Button } from '../../ui/Button.tsx';
import { LoadingNotice } from '../../ui/LoadingNotice.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { TabList } from '../../ui/TabList.tsx';
import { FormAlert } from '../../widgets/auth/FormMessages.tsx';
import { ReferralExplainer } from '../../widgets/referral/ReferralExplainer.tsx';
import { ReferralTracker } from '../../widgets/referral/ReferralTracker.tsx';
import * as css from '../../widgets/referral/referral.css.ts';

const text = referralText;
const TABS = [
  { id: 'explain', label: text.tabs.explain },
  { id: 'track', label: text.tabs.track },
] as const;

/**
 * /referral (spec section 2): the side switch between Referral Page and Track Referral. The
 * refer-and-earn actor runs in the root system while the page is open (src/referral-flows.ts).
 */
export default function ReferralPage() {
  useDocumentTitle(text.title);
  const actor = usePageActor<typeof referralFlow>(systemIds.referral);
  return actor ? <ReferralView actor={actor} /> : <ReferralLoading />;
}

function Heading() {
  return (
    <div>
      <PageTitle title={text.title} lead={text.lead} />
    </div>
  );
}

/** The heading and the loading line while the page's code loads. */
function ReferralLoading() {
  return (
    <section className={css.page} aria-labelledby="page-title">
      <Heading />
      <LoadingNotice className={css.hint}>{text.loading}</LoadingNotice>
    </section>
  );
}

function ReferralView({ actor }: { actor: ActorRefFrom<typeof referralFlow> }) {
  const tab = useSelector(actor, (s) => (s.matches({ tab: 'track' }) ? 'track' : 'explain'));
  const data = useSelector(actor, (s) => s.context.data);
  const error = useSelector(actor, (s) => s.context.error);
  const loading = useSelector(actor, (s) => s.matches({ data: 'loading' }));
  const failed = useSelector(actor, (s) => s.matches({ data: 'failed' }));
  const copied = useSelector(actor, (s) =>
    s.matches({ copy: 'copied' }) ? s.context.copyTarget : null,
  );
  const copyFailed = useSelector(actor, (s) =>
    s.matches({ copy: 'failed' }) ? s.context.copyTarget : null,
  );
  const copy = {
    copied,
    failed: copyFailed,
    onCopy: (target: CopyTarget) => actor.send({ type: 'referral.copy', target }),
  };
  const showExplain = () => actor.send({ type: 'referral.explain' });

  return (
    <section className={css.page} aria-labelledby="page-title">
      <Heading />
      <TabList
        className={css.switcher}
        tabClassName={css.switchTab}
        label={text.switchLabel}
        controls="referral-panel"
        idPrefix="referral-tab"
        selected={tab}
        onSelect={(id) =>
          actor.send({ type: id === 'track' ? 'referral.track' : 'referral.explain' })
        }
        items={TABS}
      />
      <div
        id="referral-panel"
        role="tabpanel"
        aria-labelledby={`referral-tab-${tab}`}
        aria-busy={loading}
        className={css.panel}
      >
        <p className="visually-hidden" role="status">
          {copied === null ? '' : text.copied}
        </p>
        {loading && data === null && (
          <LoadingNotice className={css.hint}>{text.loading}</LoadingNotice>
        )}
        <FormAlert message={error} />
        {failed && (
          <Button kind="primary" onClick={() => actor.send({ type: 'referral.retry' })}>
            {text.retry}
          </Button>
        )}
        {tab === 'explain' ? (
          <ReferralExplainer data={data} copy={copy} />
        ) : (
          data !== null && <ReferralTracker data={data} onShowLink={showExplain} />
        )}
      </div>
    </section>
  );
}
