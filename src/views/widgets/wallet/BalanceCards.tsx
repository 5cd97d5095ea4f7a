import { walletText } from '../../../content/wallet.ts';
import { formatRupeesIn } from '../../../domain/money/display.ts';
import type { FundsData } from '../../../machines/funds/funds-types.ts';
import { useCurrency } from '../../hooks/use-currency.ts';
import * as css from './wallet.css.ts';

const text = walletText.cards;

/** Available, in margin, live P&L and grand total, in the display currency. */
export function BalanceCards({ data }: { data: FundsData | null }) {
  const currency = useCurrency();
  const cards = [
    { key: 'available', label: text.available, value: data?.availableFunds },
    { key: 'margin', label: text.margin, value: data?.marginUsed },
    { key: 'pnl', label: text.livePnl, value: data?.livePNL },
    { key: 'total', label: text.grandTotal, value: data?.grandTotal },
  ];
  return (
    <div className={css.cards}>
      {cards.map((card) => (
        <div
          key={card.key}
          className={`${css.card} ${card.key === 'total' ? css.grandCard : ''}`}
          data-testid={`wallet-${card.key}`}
        >
          <span className={css.cardLabel}>{card.label}</span>
          <span className={css.cardValue}>{formatRupeesIn(card.value ?? 0, currency)}</span>
        </div>
      ))}
    </div>
  );
}
