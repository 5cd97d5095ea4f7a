import { Link } from 'wouter';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { button } from '../../ui/button.css.ts';
import * as page from '../../ui/page.css.ts';
import * as css from './not-found.css.ts';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className={css.wrap} aria-labelledby="page-title">
      <p className={css.code} aria-hidden="true">
        404
      </p>
      <h1 id="page-title" className={page.heading}>
        Page not found
      </h1>
      <p className={css.text}>The link may be broken, or the page may have been removed.</p>
      <div>
        <Link href="/" className={button.primary}>
          Back to Home
        </Link>
      </div>
    </section>
  );
}
