import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../config/product.ts';
import { features, featuresTitle, hero } from '../../../content/landing.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { button } from '../../ui/button.css.ts';
import * as css from './landing.css.ts';

export default function LandingPage() {
  useDocumentTitle(PRODUCT_NAME);
  return (
    <>
      <section className={css.hero} aria-labelledby="page-title">
        <h1 id="page-title" className={css.title}>
          {hero.title}
        </h1>
        <p className={css.lead}>{hero.lead}</p>
        <div>
          <Link href="/signup" className={button.primary}>
            {hero.cta}
          </Link>
        </div>
      </section>
      <section id="features" className={css.features} aria-labelledby="features-title">
        <h2 id="features-title">{featuresTitle}</h2>
        <ul className={css.grid}>
          {features.map((feature) => (
            <li key={feature.title} className={css.card}>
              <h3 className={css.cardTitle}>{feature.title}</h3>
              <p className={css.cardText}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
