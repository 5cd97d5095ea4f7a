import { Minus, Plus } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useId } from 'react';
import { usdToDisplay } from '../../../domain/money/conversion.ts';
import type { Currency } from '../../../domain/money/currency.ts';
import { MAX_LEVERAGE, MIN_LEVERAGE } from '../../../domain/trading/perp-margin.ts';
import type { TicketInstrument } from '../../../machines/trading/ticket-instrument.ts';
import { LEVERAGE_PRESETS, onStep, unitText } from '../../../machines/trading/ticket-snap.ts';
import type { TicketDraft, TicketSide } from '../../../machines/trading/ticket-types.ts';
import { useCurrency } from '../../hooks/use-currency.ts';
import { PriceField } from './PriceField.tsx';
import * as css from './ticket.css.ts';
import { sendTicket } from './use-ticket.ts';

const SIDES: readonly TicketSide[] = ['BUY', 'SELL'];

const SIGN: Readonly<Record<Currency, string>> = { INR: '₹', USD: '$' };

/** The perpetual's two optional stops, side by side. */
const stopFields = [
  { field: 'stopLoss', label: 'Stop-loss', testId: 'ticket-stop-loss', event: 'ticket.stopLoss' },
  {
    field: 'takeProfit',
    label: 'Take-profit',
    testId: 'ticket-take-profit',
    event: 'ticket.takeProfit',
  },
] as const;

/** Enter in a text field reviews the order (not on a button or a checkbox, which Enter presses). */
const reviewOnEnter = (onEnter: () => void) => (event: KeyboardEvent<HTMLFieldSetElement>) => {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
  if (target.type === 'checkbox') return;
  event.preventDefault();
  target.blur();
  onEnter();
};

/** The order's fields; every change goes to the ticket machine at once. */
export function TicketForm({
  draft,
  instrument,
  tick,
  mark,
  currency: currencyGiven,
  disabled,
  onEnter = () => {},
  positionLeverage = null,
}: {
  /** The live mark: where the limit price's − and + start when it is empty. */
  mark: number | null;
  draft: TicketDraft;
  instrument: TicketInstrument;
  tick: number;
  /** Prices are typed and shown in it (the display currency when not given); the exchange gets USD. */
  currency?: Currency;
  disabled: boolean;
  /** Enter in a field: review the order. */
  onEnter?: () => void;
  /** An add to a position: the leverage it keeps. */
  positionLeverage?: number | null;
}) {
  const displayCurrency = useCurrency();
  const currency = currencyGiven ?? displayCurrency;
  const sizeId = useId();
  const leverageId = useId();
  const leverageTypedId = useId();
  const perpetual = instrument.kind === 'perpetual';
  const sign = SIGN[currency];
  const tickShown = Number(usdToDisplay(tick, currency).toFixed(6));
  return (
    <fieldset className={css.form} disabled={disabled} onKeyDown={reviewOnEnter(onEnter)}>
      <legend className={css.muted} style={{ padding: 0 }}>
        Order
      </legend>
      {/* biome-ignore lint/a11y/useSemanticElements: a two-way toggle, not a form field group */}
      <div className={css.sideSwitch} role="group" aria-label="Side">
        {SIDES.map((side) => (
          <button
            key={side}
            type="button"
            className={css.sideButton[side]}
            aria-pressed={draft.side === side}
            onClick={() => sendTicket({ type: 'ticket.side', side })}
          >
            {side === 'BUY' ? 'Buy' : 'Sell'}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a segmented control */}
      <div className={css.sideSwitch} role="group" aria-label="Order type">
        {(['market', 'limit'] as const).map((type) => (
          <button
            key={type}
            type="button"
            className={css.preset}
            style={{ textAlign: 'center', padding: '6px 0' }}
            aria-pressed={draft.type === type}
            onClick={() => sendTicket({ type: 'ticket.orderType', orderType: type })}
          >
            {type === 'market' ? 'Market' : 'Limit'}
          </button>
        ))}
      </div>
      <div className={css.field}>
        <label className={css.label} htmlFor={sizeId}>
          Size ({instrument.coin}, step {unitText(instrument.step, instrument.step)})
        </label>
        <div className={css.stepper}>
          <button
            type="button"
            className={css.stepButton}
            aria-label={`One step less (${unitText(instrument.step, instrument.step)})`}
            onClick={() => sendTicket({ type: 'ticket.sizeStep', by: -1 })}
          >
            <Minus size={16} aria-hidden />
          </button>
          <input
            id={sizeId}
            className={css.input}
            inputMode="decimal"
            autoComplete="off"
            data-testid="ticket-size"
            value={draft.sizeText}
            onChange={(event) => sendTicket({ type: 'ticket.size', text: event.target.value })}
            // Tidy a size on the step ('0.01' to '0.010'); one off it stays as typed, to be refused.
            onBlur={() => {
              if (draft.size > 0 && onStep(draft.size, instrument.step)) {
                sendTicket({ type: 'ticket.size', text: unitText(draft.size, instrument.step) });
              }
            }}
          />
          <button
            type="button"
            className={css.stepButton}
            aria-label={`One step more (${unitText(instrument.step, instrument.step)})`}
            onClick={() => sendTicket({ type: 'ticket.sizeStep', by: 1 })}
          >
            <Plus size={16} aria-hidden />
          </button>
        </div>
      </div>
      {draft.type === 'limit' && (
        <PriceField
          label={`Limit price (${sign}, tick ${sign}${tickShown})`}
          value={draft.price}
          tick={tick}
          currency={currency}
          testId="ticket-price"
          stepFrom={mark}
          onChange={(price) => sendTicket({ type: 'ticket.price', price })}
        />
      )}
      {perpetual && (
        <div className={css.field}>
          <div className={css.leverageRow}>
            <label className={css.label} htmlFor={leverageId}>
              Leverage: {draft.leverage}x
            </label>
            <label className={css.leverageTyped} htmlFor={leverageTypedId}>
              <span className="visually-hidden">Leverage, typed</span>
              <input
                id={leverageTypedId}
                className={css.input}
                type="number"
                inputMode="numeric"
                min={MIN_LEVERAGE}
                max={MAX_LEVERAGE}
                step={1}
                data-testid="ticket-leverage"
                value={draft.leverage}
                onChange={(event) => {
                  const typed = Number(event.target.value);
                  if (event.target.value !== '' && Number.isFinite(typed)) {
                    sendTicket({ type: 'ticket.leverage', leverage: typed });
                  }
                }}
              />
              x
            </label>
          </div>
          {positionLeverage !== null && (
            <p className={css.muted} data-testid="ticket-position-leverage">
              {draft.leverage === positionLeverage
                ? `Adds at the position's ${positionLeverage}x.`
                : `The position is at ${positionLeverage}x: the exchange keeps one leverage per position, so the add fills at ${positionLeverage}x.`}
            </p>
          )}
          <input
            id={leverageId}
            type="range"
            className={css.slider}
            min={MIN_LEVERAGE}
            max={MAX_LEVERAGE}
            step={1}
            value={draft.leverage}
            aria-valuetext={`${draft.leverage}x`}
            onChange={(event) =>
              sendTicket({ type: 'ticket.leverage', leverage: Number(event.target.value) })
            }
          />
          {/* biome-ignore lint/a11y/useSemanticElements: a row of preset buttons */}
          <div className={css.presets} role="group" aria-label="Leverage presets">
            {LEVERAGE_PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                className={css.preset}
                aria-pressed={draft.leverage === preset}
                onClick={() => sendTicket({ type: 'ticket.leverage', leverage: preset })}
              >
                {preset}x
              </button>
            ))}
          </div>
        </div>
      )}
      {perpetual && !draft.reduceOnly && (
        <div className={css.pair}>
          {stopFields.map((stop) => (
            <PriceField
              key={stop.field}
              label={`${stop.label} (${sign})`}
              value={draft[stop.field]}
              tick={tick}
              currency={currency}
              placeholder="None"
              testId={stop.testId}
              onChange={(price) => sendTicket({ type: stop.event, price })}
            />
          ))}
        </div>
      )}
      <label className={css.check}>
        <input
          type="checkbox"
          checked={draft.reduceOnly}
          onChange={(event) =>
            sendTicket({ type: 'ticket.reduceOnly', reduceOnly: event.target.checked })
          }
        />
        Reduce-only (only closes or shrinks a position)
      </label>
    </fieldset>
  );
}
