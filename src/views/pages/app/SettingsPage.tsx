import { toggleCurrency, useCurrency } from '../../hooks/use-currency.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { toggleTheme, useTheme } from '../../hooks/use-theme.ts';
import { button } from '../../ui/button.css.ts';
import * as page from '../../ui/page.css.ts';
import * as css from '../../widgets/settings/settings.css.ts';
import { TwoFactorSection } from '../../widgets/settings/TwoFactorSection.tsx';

/** Theme, display currency and two-factor sign-in. Password, sessions and notifications come later. */
export default function SettingsPage() {
  useDocumentTitle('Settings');
  const theme = useTheme();
  const currency = useCurrency();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className={page.heading}>
        Settings
      </h1>
      <p className={page.lead}>How Derivo looks, the currency it shows, and how you sign in.</p>
      <div className={css.sections}>
        <section className={css.section} aria-labelledby="appearance-title">
          <h2 id="appearance-title" className={css.sectionTitle}>
            Appearance
          </h2>
          <div className={css.row}>
            <p className={css.text}>
              Theme: <strong>{theme === 'dark' ? 'Dark' : 'Light'}</strong>
            </p>
            <button type="button" className={button.secondary} onClick={toggleTheme}>
              {theme === 'dark' ? 'Use the light theme' : 'Use the dark theme'}
            </button>
          </div>
          <div className={css.row}>
            <p className={css.text}>
              Prices and funds in{' '}
              <strong>{currency === 'INR' ? 'Indian rupees (INR)' : 'US dollars (USD)'}</strong>
            </p>
            <button type="button" className={button.secondary} onClick={toggleCurrency}>
              {currency === 'INR' ? 'Show in USD' : 'Show in INR'}
            </button>
          </div>
        </section>
        <TwoFactorSection />
      </div>
    </section>
  );
}
