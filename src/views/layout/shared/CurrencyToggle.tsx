import { CURRENCIES } from '../../../domain/money/currency.ts';
import { toggleCurrency, useCurrency } from '../../hooks/use-currency.ts';
import * as css from './currency-toggle.css.ts';

/** Desktop shows both codes with the active one marked; compact (phone) shows the active code. */
export function CurrencyToggle({ compact = false }: { compact?: boolean }) {
  const currency = useCurrency();
  const next = currency === 'USD' ? 'INR' : 'USD';
  return (
    <button
      type="button"
      className={css.toggle}
      onClick={toggleCurrency}
      aria-label={`Display currency ${currency}. Switch to ${next}`}
      data-currency={currency}
    >
      {(compact ? [currency] : CURRENCIES).map((code) => (
        <span key={code} className={`${css.option} ${code === currency ? css.active : ''}`}>
          {code}
        </span>
      ))}
    </button>
  );
}
