import { PRODUCT_NAME } from '../config/product.ts';

export const apiDocsMeta = {
  title: 'API developer preview',
  description: `Join the waitlist for the ${PRODUCT_NAME} trading API: REST and WebSocket access to market data, orders and positions for algorithmic traders.`,
};

export const apiDocs = {
  badge: 'Developer Preview',
  title: `The ${PRODUCT_NAME} trading API`,
  lead: 'Programmatic access to market data, order entry and your portfolio, for algorithmic traders and institutions. The API is in a closed developer preview: leave your email and we will tell you when it opens.',
  waitlist: {
    label: 'Work email',
    submit: 'Notify Me',
    sending: 'Adding…',
  },
  features: [
    {
      title: 'REST trading API',
      text: 'Place, modify and cancel orders, and read your orders, positions and funds over versioned JSON endpoints.',
    },
    {
      title: 'WebSocket market data',
      text: 'Stream live prices, option chains with greeks and futures tickers, with ping and pong keep-alives.',
    },
    {
      title: 'Account streams',
      text: 'Receive fund, position and order updates on your own socket the moment they happen.',
    },
    {
      title: 'Scoped API keys',
      text: 'Create keys that can only read, or only trade, and never withdraw; revoke them at any time.',
    },
    {
      title: 'Rate limits you can plan for',
      text: 'Published limits per endpoint, with headers that tell your bot how much budget is left.',
    },
    {
      title: 'Sandbox with demo funds',
      text: 'Test your strategy against live prices with demo deposits before you risk real money.',
    },
  ],
  cta: {
    title: 'Trade by hand while you wait',
    text: 'Everything the API will offer is available in the web app today.',
    button: 'Join Waitlist',
  },
};
