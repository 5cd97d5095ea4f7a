import { Search } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { helpCategories, helpCenter, helpMeta } from '../../../content/help.ts';
import * as css from './help.css.ts';
import { searchHelp } from './help-search.ts';
import { CtaBand, PageIntro } from './PublicBlocks.tsx';
import { usePageMeta } from './use-page-meta.ts';

export default function HelpPage() {
  usePageMeta(helpMeta);
  const searchId = useId();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // On a prerendered page a visitor may type before the app hydrates the box: start from that.
  // DOM only: reads the input once.
  useEffect(() => {
    if (input.current && input.current.value !== '') setQuery(input.current.value);
  }, []);
  const deferred = useDeferredValue(query);
  const results = searchHelp(helpCategories, deferred);
  const total = results.reduce((sum, category) => sum + category.subQuestions.length, 0);
  const searching = deferred.trim() !== '';
  return (
    <div>
      <PageIntro title={helpCenter.title} lead={helpCenter.lead}>
        <search className={css.search}>
          <label htmlFor={searchId} className="visually-hidden">
            {helpCenter.searchLabel}
          </label>
          <Search size={20} aria-hidden className={css.searchIcon} />
          <input
            ref={input}
            id={searchId}
            type="search"
            className={css.searchInput}
            placeholder={helpCenter.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </search>
        <p className={css.resultCount} role="status">
          {searching
            ? total > 0
              ? helpCenter.results(total)
              : helpCenter.noResults(deferred.trim())
            : ''}
        </p>
      </PageIntro>
      <div className={css.categories}>
        {results.map((category) => (
          <section
            key={category.id}
            className={css.category}
            aria-labelledby={`${searchId}-${category.id}`}
          >
            <h2 id={`${searchId}-${category.id}`} className={css.categoryTitle}>
              <span className={css.dot[category.color]} aria-hidden="true" />
              {category.title}
            </h2>
            <div className={css.questions}>
              {category.subQuestions.map((question) => (
                <details key={question.id} className={css.question} open={searching}>
                  <summary className={css.summary}>{question.question}</summary>
                  <p className={css.answer}>{question.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
      <CtaBand
        titleId="stuck-title"
        title={helpCenter.stillStuck}
        text={helpCenter.stillStuckText}
        href="/contact"
        label={helpCenter.contactButton}
      />
    </div>
  );
}
