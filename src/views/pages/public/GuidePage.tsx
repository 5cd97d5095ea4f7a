import { Clock, Scale, ShieldCheck } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  beginnerResources,
  guide,
  guideMeta,
  guideNotices,
  guideTabs,
} from '../../../content/guide.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { button } from '../../ui/button.css.ts';
import { TextList } from '../../ui/TextList.tsx';
import * as css from './guide.css.ts';
import { CardGrid, PageIntro, TitledSection } from './PublicBlocks.tsx';
import * as p from './public-pages.css.ts';
import { usePageMeta } from './use-page-meta.ts';

/** The four topic tabs, with the WAI-ARIA tabs keyboard model (arrows, Home, End). */
function GuideTabs() {
  const [selected, setSelected] = useState(0);
  // On a prerendered page the tabs switch once the app has hydrated them.
  const ready = useHydrated();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const select = (index: number) => {
    const next = (index + guideTabs.length) % guideTabs.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: guideTabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  const tab = guideTabs[selected] ?? guideTabs[0];
  if (!tab) return null;
  return (
    <div>
      <div role="tablist" aria-label={guide.tabsLabel} className={css.tablist}>
        {guideTabs.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className={css.tab}
            onClick={() => setSelected(index)}
            disabled={!ready}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tab.id}`}
        className={css.panel}
      >
        {tab.articles.map((article) => (
          <article key={article.id} className={p.card} aria-labelledby={`${baseId}-${article.id}`}>
            <h3 id={`${baseId}-${article.id}`} className={p.cardTitle}>
              {article.title}
            </h3>
            <p className={p.cardText}>{article.summary}</p>
            <TextList className={css.points} items={article.points} />
          </article>
        ))}
      </div>
    </div>
  );
}

export default function GuidePage() {
  usePageMeta(guideMeta);
  return (
    <div>
      <PageIntro title={guide.title} lead={guide.lead}>
        <div>
          <Link href="/dashboard" className={button.primary}>
            {guide.launch}
          </Link>
        </div>
      </PageIntro>
      <TitledSection titleId="topics-title" title="Learn by topic">
        <GuideTabs />
      </TitledSection>
      <TitledSection
        className={p.section}
        titleId="resources-title"
        title={beginnerResources.title}
      >
        <CardGrid
          items={beginnerResources.items}
          columns="four"
          extra={(item) => (
            <p className={css.readTime}>
              <Clock size={16} aria-hidden /> {item.minutes} min read
            </p>
          )}
        />
      </TitledSection>
      <section className={p.section} aria-label="Notices">
        <div className={p.grid.two}>
          {guideNotices.map((notice) => (
            <div key={notice.id} className={p.notice} role="note">
              <p className={p.noticeTitle}>
                {notice.id === 'security' ? (
                  <ShieldCheck size={18} aria-hidden className={css.noticeIcon} />
                ) : (
                  <Scale size={18} aria-hidden className={css.noticeIcon} />
                )}
                {notice.title}
              </p>
              <p className={p.noticeText}>{notice.text}</p>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
