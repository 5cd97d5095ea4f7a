import type { OptionCurrency } from '../../contracts/market.ts';

/** What a page can ask the market service for (spec section 7). */
export type MarketTopic =
  | { readonly category: 'dashboard' }
  | { readonly category: 'futures' }
  | { readonly category: 'futures_symbol'; readonly symbols: readonly string[] }
  | { readonly category: 'option_chain'; readonly currency: OptionCurrency; readonly date: string }
  | {
      readonly category: 'option_chain_symbol';
      readonly currency: OptionCurrency;
      readonly symbols: readonly string[];
    }
  /** A perpetual's or an option's order book (top 20) and its recent trades (eng-streams). */
  | { readonly category: 'orderbook' | 'trades'; readonly symbols: readonly string[] };

/** One key per distinct subscription: the socket machine and the feed count by it. */
export function topicKey(topic: MarketTopic): string {
  switch (topic.category) {
    case 'dashboard':
    case 'futures':
      return topic.category;
    case 'futures_symbol':
    case 'orderbook':
    case 'trades':
      return `${topic.category}:${[...topic.symbols].sort().join(',')}`;
    case 'option_chain':
      return `option_chain:${topic.currency}:${topic.date}`;
    case 'option_chain_symbol':
      return `option_chain_symbol:${topic.currency}:${[...topic.symbols].sort().join(',')}`;
  }
}

/** The subscription body without action and userId (the connection machine adds those). */
export function topicBody(topic: MarketTopic): Record<string, unknown> {
  switch (topic.category) {
    case 'dashboard':
    case 'futures':
      return { category: topic.category };
    case 'futures_symbol':
    case 'orderbook':
    case 'trades':
      return { category: topic.category, symbols: [...topic.symbols] };
    case 'option_chain':
      return { category: topic.category, currency: topic.currency, date: topic.date };
    case 'option_chain_symbol':
      return { category: topic.category, currency: topic.currency, symbols: [...topic.symbols] };
  }
}
