import { useState } from 'react';
import { Link } from 'wouter';
import { formatRupeesIn } from '../../domain/money/display.ts';
import { inDisplayCurrency } from '../../domain/trading/notice-words.ts';
import { useCurrency } from '../hooks/use-currency.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { Button } from '../ui/Button.tsx';
import { button } from '../ui/button.css.ts';
import { KeepOrGo } from '../ui/KeepOrGo.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';
import { TabList } from '../ui/TabList.tsx';
import * as market from '../widgets/market/market.css.ts';
import { FormError } from '../widgets/public-forms/FormOutcome.tsx';
import { ClosedPositions } from './ClosedPositions.tsx';
import { openTicket } from './open-ticket.ts';
import { PositionCard } from './PositionCard.tsx';
import { pnlClass } from './pnl-class.ts';
import * as css from './positions.css.ts';
import { useClosedPositions } from './use-closed-positions.ts';
import { usePositionCommands, usePositions } from './use-positions.ts';

const TICKET_MISSING = 'The order ticket is not available in this build yet.';

/** /positions: the trader's open positions, live from the position stream. */
export function PositionsView() {
  useDocumentTitle('Portfolio');
  const currency = useCurrency();
  const live = usePositions();
  const commands = usePositionCommands();
  const closed = useClosedPositions();
  // Whether the last ticket request found no ticket: a view message, not a lifecycle.
  const [ticketMissing, setTicketMissing] = useState(false);
  // Which tab shows: a view choice (the closed tab's read is its own actor's).
  const [tab, setTab] = useState<'open' | 'closed'>('open');
  const stale = live.phase === 'stale' || (live.phase === 'live' && !live.streamOpen);
  const busy = commands.state !== 'ready';
  const symbols = live.positions.map((p) => p.symbol);
  return (
    <section className={css.page} aria-labelledby="page-title" aria-busy={live.phase === 'waiting'}>
      <div className={css.head}>
        <div>
          <PageTitle title="Portfolio" lead="Your open positions with live profit and loss." />
        </div>
        {live.positions.length > 0 && (
          <Button kind="secondary" disabled={busy} onClick={() => commands.closeAll(symbols)}>
            Close all
          </Button>
        )}
      </div>
      <TabList
        look={market.tabLook}
        label="Positions"
        panel="positions"
        selected={tab}
        onSelect={(id) => {
          setTab(id === 'closed' ? 'closed' : 'open');
          // Positions may have closed since the list was read.
          if (id === 'closed') closed.refresh();
        }}
        items={[
          { id: 'open', label: 'Open positions' },
          { id: 'closed', label: 'Closed positions' },
        ]}
      />
      <div
        id="positions-panel"
        role="tabpanel"
        aria-labelledby={`positions-tab-${tab}`}
        className={css.panel}
      >
        {tab === 'closed' ? (
          <ClosedPositions closed={closed} currency={currency} />
        ) : (
          <>
            {stale && (
              <p className={css.banner} role="status">
                Reconnecting… the figures below are not live.
              </p>
            )}
            <div className={css.totals}>
              <div className={css.total}>
                <span className={css.label}>Total unrealised P&L</span>
                <span
                  className={`${css.value} ${pnlClass(live.totalPNL, currency)}`}
                  data-testid="total-pnl"
                >
                  {formatRupeesIn(live.totalPNL, currency)}
                </span>
              </div>
              <div className={css.total}>
                <span className={css.label}>Total invested</span>
                <span className={css.value} data-testid="total-invested">
                  {formatRupeesIn(live.totalInvested, currency)}
                </span>
              </div>
              <div className={css.total}>
                <span className={css.label}>Open positions</span>
                <span className={css.value}>{live.positions.length}</span>
              </div>
            </div>
            {commands.state === 'confirming' && (
              <div className={css.confirm} role="alertdialog" aria-labelledby="close-all-title">
                <h2 id="close-all-title" className={css.symbol}>
                  Close all {symbols.length} positions at market?
                </h2>
                <div className={css.row}>
                  <KeepOrGo
                    yes="Yes, close all"
                    onYes={commands.confirm}
                    onKeep={commands.cancel}
                  />
                </div>
              </div>
            )}
            <FormError
              message={commands.error === null ? null : inDisplayCurrency(commands.error, currency)}
            />
            {commands.notice && (
              <p className={css.notice} role="status">
                {commands.notice}
              </p>
            )}
            {ticketMissing && (
              <p className={css.notice} role="status">
                {TICKET_MISSING}
              </p>
            )}
            {live.phase === 'waiting' ? (
              <div className={css.list} role="status" aria-label="Loading positions">
                <div className={css.skeleton} />
                <div className={css.skeleton} />
              </div>
            ) : live.positions.length === 0 ? (
              <div className={css.empty}>
                <p className={css.notice}>
                  {live.phase === 'unavailable'
                    ? 'Your positions could not be read just now; they show as soon as the stream connects.'
                    : 'You have no open positions.'}
                </p>
                <Link href="/futures" className={button.primary}>
                  Browse the markets
                </Link>
              </div>
            ) : (
              <ul className={css.list} aria-label="Open positions">
                {live.positions.map((position) => (
                  <PositionCard
                    key={position.symbol}
                    position={position}
                    currency={currency}
                    stale={stale}
                    busy={busy}
                    onClose={(size) => commands.close(position.symbol, size)}
                    onStops={(stopLoss, takeProfit) =>
                      commands.editStops(position.symbol, stopLoss, takeProfit)
                    }
                    onTicket={(side, reduceOnly) =>
                      setTicketMissing(
                        !openTicket({
                          symbol: position.symbol,
                          side,
                          ...(reduceOnly
                            ? { size: position.size, reduceOnly }
                            : position.kind === 'option'
                              ? {}
                              : { leverage: position.leverage }),
                        }),
                      )
                    }
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
