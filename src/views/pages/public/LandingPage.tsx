import {
  BarChart3,
  Headphones,
  type LucideIcon,
  ShieldCheck,
  Smartphone,
  Wallet,
  Zap,
} from 'lucide-react';
import { Link } from 'wouter';
import {
  ctaBanner,
  features,
  featuresLead,
  featuresTitle,
  hero,
  landingMeta,
  leverage,
  mobileApp,
  volume,
  whyChooseUs,
} from '../../../content/landing.ts';
import { button } from '../../ui/button.css.ts';
import * as css from './landing.css.ts';
import { MarketStripSlot } from './MarketStripSlot.tsx';
import { usePageMeta } from './use-page-meta.ts';

const featureIcons: readonly LucideIcon[] = [
  Zap,
  ShieldCheck,
  Smartphone,
  BarChart3,
  Wallet,
  Headphones,
];

export default function LandingPage() {
  // The stale stored keys are cleared by the root's page actor for `/` (src/landing-flows.ts).
  usePageMeta(landingMeta);
  return (
    <>
      <section className={css.hero} aria-labelledby="page-title">
        <p className={css.eyebrow}>{hero.eyebrow}</p>
        <h1 id="page-title" className={css.title}>
          {hero.title}
        </h1>
        <p className={css.lead}>{hero.lead}</p>
        <div className={css.actions}>
          <Link href="/signup" className={button.primary}>
            {hero.cta}
          </Link>
          <Link href="/guide" className={button.secondary}>
            {hero.secondary}
          </Link>
        </div>
      </section>

      <section className={css.banner} aria-labelledby="cta-title">
        <div className={css.bannerText}>
          <h2 id="cta-title" className={css.bannerTitle}>
            {ctaBanner.title}
          </h2>
          <p className={css.bannerLead}>{ctaBanner.text}</p>
          <Link href="/signup" className={css.bannerButton}>
            {ctaBanner.cta}
          </Link>
        </div>
        <dl className={css.stats}>
          {ctaBanner.stats.map((stat) => (
            <div key={stat.label} className={css.stat}>
              <dt className={css.statLabel}>{stat.label}</dt>
              <dd className={css.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <MarketStripSlot />

      <section id="features" className={css.section} aria-labelledby="features-title">
        <h2 id="features-title" className={css.sectionTitle}>
          {featuresTitle}
        </h2>
        <p className={css.sectionLead}>{featuresLead}</p>
        <ul className={css.grid}>
          {features.map((feature, index) => {
            const Icon = featureIcons[index] ?? Zap;
            return (
              <li key={feature.title} className={css.card}>
                <span className={css.icon}>
                  <Icon size={20} aria-hidden />
                </span>
                <h3 className={css.cardTitle}>{feature.title}</h3>
                <p className={css.cardText}>{feature.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section className={css.split} aria-labelledby="leverage-title">
        <div className={css.leverageIntro}>
          <p className={css.bigNumber} aria-hidden="true">
            {leverage.maxLeverage}
          </p>
          <h2 id="leverage-title" className={css.sectionTitle}>
            {leverage.title}
          </h2>
          <p className={css.sectionLead}>{leverage.lead}</p>
          <p className={css.warning}>{leverage.warning}</p>
        </div>
        <ul className={css.pointList}>
          {leverage.points.map((point) => (
            <li key={point.title} className={css.point}>
              <h3 className={css.cardTitle}>{point.title}</h3>
              <p className={css.cardText}>{point.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={css.section} aria-labelledby="volume-title">
        <h2 id="volume-title" className={css.sectionTitle}>
          {volume.title}
        </h2>
        <p className={css.sectionLead}>{volume.lead}</p>
        <figure className={css.chart}>
          <figcaption className={css.chartCaption}>{volume.caption}</figcaption>
          <ul className={css.bars}>
            {volume.bars.map((bar) => (
              <li key={bar.label} className={css.barRow}>
                <span className={css.barLabel}>{bar.label}</span>
                <span className={css.barTrack} aria-hidden="true">
                  <span
                    className={`${bar.highlight ? css.barFillHighlight : css.barFill} ${css.barWidth[bar.label]}`}
                  />
                </span>
                <span className={css.barValue}>₹{bar.billionsInr}B</span>
              </li>
            ))}
          </ul>
        </figure>
      </section>

      <section className={css.section} aria-labelledby="why-title">
        <h2 id="why-title" className={css.sectionTitle}>
          {whyChooseUs.title}
        </h2>
        <ul className={css.grid}>
          {whyChooseUs.items.map((item) => (
            <li key={item.title} className={css.card}>
              <h3 className={css.cardTitle}>{item.title}</h3>
              <p className={css.cardText}>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={css.mobileOnly} aria-labelledby="mobile-title">
        <Smartphone size={28} aria-hidden />
        <h2 id="mobile-title" className={css.cardTitle}>
          {mobileApp.title}
        </h2>
        <p className={css.cardText}>{mobileApp.text}</p>
        <ul className={css.storeList} aria-label="Available on">
          {mobileApp.stores.map((store) => (
            <li key={store} className={css.storeBadge}>
              {store}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
