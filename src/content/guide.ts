import { PRODUCT_NAME } from '../config/product.ts';

export const guideMeta = {
  title: 'Trading Guide',
  description: `Learn crypto derivatives trading on ${PRODUCT_NAME}: futures and options basics, chart analysis, risk-managed strategies and account security.`,
};

export interface GuideArticle {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly points: readonly string[];
}

export interface GuideTab {
  readonly id: 'basics' | 'analysis' | 'strategies' | 'security';
  readonly label: string;
  readonly articles: readonly GuideArticle[];
}

export const guide = {
  title: 'Trading Guide',
  lead: 'A short course in crypto derivatives, from what a futures contract is to the habits that keep your account safe. Read it in order or jump to a topic.',
  tabsLabel: 'Guide topics',
  launch: 'Launch Trading Dashboard',
};

export const guideTabs: readonly GuideTab[] = [
  {
    id: 'basics',
    label: 'Basics',
    articles: [
      {
        id: 'what-are-derivatives',
        title: 'What are crypto derivatives?',
        summary:
          'A derivative is a contract whose value follows an underlying asset such as BTC. You trade the price movement without holding the coin.',
        points: [
          'Futures let you go long (profit if the price rises) or short (profit if it falls).',
          'Options give you the right, not the obligation, to buy (call) or sell (put) at a strike price before expiry.',
          'Both can be traded with margin, so a small deposit controls a larger position.',
        ],
      },
      {
        id: 'futures-explained',
        title: 'Futures contracts explained',
        summary:
          'A perpetual future tracks the spot price and never expires. Your profit or loss is the price change times your position size.',
        points: [
          'Each contract has a minimum order step, for example 0.001 BTC or 0.01 ETH.',
          'Your margin is the position value divided by your leverage: ₹1,00,000 of BTC at 10x needs ₹10,000.',
          'If losses eat your margin, the position is liquidated, so always know your liquidation price.',
        ],
      },
      {
        id: 'options-explained',
        title: 'Options: calls, puts and expiry',
        summary:
          'The option chain lists calls and puts by strike for each expiry date, with their mark price, best bid and ask, and delta.',
        points: [
          'A call gains value when the price rises above the strike; a put when it falls below.',
          'Options expire at 13:30 on the expiry date; the chain shows the time left.',
          'Delta tells you roughly how much the option moves for a 1-unit move in the coin.',
        ],
      },
    ],
  },
  {
    id: 'analysis',
    label: 'Analysis',
    articles: [
      {
        id: 'reading-candles',
        title: 'Reading candlestick charts',
        summary:
          'Each candle shows the open, high, low and close of one period. Green closes above its open, red below.',
        points: [
          'Use longer periods (4 hours, 1 day) to see the trend and shorter ones to time your entry.',
          'Long wicks show prices the market tried and rejected.',
          'A candle on low volume says less than the same candle on high volume.',
        ],
      },
      {
        id: 'support-resistance',
        title: 'Support, resistance and trend',
        summary:
          'Support is a level where buyers have stepped in before; resistance is where sellers have. Trends are rising or falling sequences of these levels.',
        points: [
          'Draw levels where price turned at least twice.',
          'A break of resistance often turns it into support, and the reverse.',
          'Trade with the trend of the higher time frame, not against it.',
        ],
      },
      {
        id: 'volatility',
        title: 'Volatility and implied volatility',
        summary:
          'Volatility measures how much the price moves. Implied volatility (IV) is the volatility the option prices expect.',
        points: [
          'High IV makes options expensive; low IV makes them cheap.',
          'Big news often raises IV before the event and lowers it after.',
          'Compare IV across strikes and expiries before you buy or sell an option.',
        ],
      },
    ],
  },
  {
    id: 'strategies',
    label: 'Strategies',
    articles: [
      {
        id: 'stop-loss',
        title: 'Set a stop-loss on every trade',
        summary:
          'Decide the loss you accept before you enter. For a long position, a stop-loss 5-10% below your buy price is a common starting point.',
        points: [
          'Place the stop just beyond a support level, not at a round number everyone else uses.',
          'Size the position so that hitting the stop costs no more than 1-2% of your account.',
          'Never move a stop-loss further away once the trade is open.',
        ],
      },
      {
        id: 'reward-risk',
        title: 'Aim for at least 2:1 reward to risk',
        summary:
          'Only take a trade when the distance to your target is at least twice the distance to your stop-loss.',
        points: [
          'With 2:1, you stay profitable even if only 4 of every 10 trades win.',
          'Set a take-profit at your target so the exit happens without you.',
          'Skip trades where a sensible stop makes the ratio worse than 2:1.',
        ],
      },
      {
        id: 'hedging',
        title: 'Hedging with options',
        summary:
          'A put option can insure a long futures position: if the price falls, the put gains what the future loses below the strike.',
        points: [
          'The premium you pay is the cost of the insurance.',
          'Choose a strike near your stop-loss level and an expiry that covers your holding period.',
          'Covered calls earn premium on a position you already hold, but cap its upside.',
        ],
      },
    ],
  },
  {
    id: 'security',
    label: 'Security',
    articles: [
      {
        id: 'strong-passwords',
        title: 'Protect your login',
        summary:
          'Use a unique password of at least 8 characters with upper- and lower-case letters, a digit and a special character, and keep it in a password manager.',
        points: [
          'Never reuse your exchange password on another site.',
          `${PRODUCT_NAME} staff will never ask for your password or a one-time code.`,
          'Log out on shared computers.',
        ],
      },
      {
        id: 'phishing',
        title: 'Spot phishing attempts',
        summary:
          'Attackers copy exchange emails and websites to steal logins. Check the address bar before you type anything.',
        points: [
          'Open the exchange from a bookmark, not from links in emails or messages.',
          'Be suspicious of urgency: "verify now or lose your account" is a classic trick.',
          'Report suspicious messages to support so we can warn other traders.',
        ],
      },
      {
        id: 'withdrawal-safety',
        title: 'Keep withdrawals safe',
        summary:
          'Withdrawals only go to the bank account verified in your name, so a stolen login cannot send your money elsewhere.',
        points: [
          'Keep the email address on your account secure: it receives your one-time codes.',
          'Review your transaction history regularly and report anything you do not recognise.',
          'If you think your account was accessed, reset your password and contact support at once.',
        ],
      },
    ],
  },
];

export interface BeginnerResource {
  readonly title: string;
  readonly text: string;
  readonly minutes: number;
}

export const beginnerResources = {
  title: 'Beginner resources',
  items: [
    {
      title: 'Your first futures trade',
      text: 'Fund your wallet, pick a contract, set leverage, stop-loss and take-profit, and place the order.',
      minutes: 5,
    },
    {
      title: 'Understanding margin and liquidation',
      text: 'How initial margin, leverage and your liquidation price relate, with worked examples in rupees.',
      minutes: 8,
    },
    {
      title: 'Reading the option chain',
      text: 'Strikes, expiries, mark price, bid and ask, delta and IV, explained column by column.',
      minutes: 6,
    },
    {
      title: 'Building a trading plan',
      text: 'Position sizing, reward-to-risk, a trading journal and rules for when to stop for the day.',
      minutes: 10,
    },
  ] satisfies BeginnerResource[],
};

export const guideNotices = [
  {
    id: 'security',
    title: 'Security notice',
    text: `${PRODUCT_NAME} will never ask for your password, one-time codes or remote access to your device. Withdrawals go only to the bank account verified in your name.`,
  },
  {
    id: 'compliance',
    title: 'Compliance and risk notice',
    text: 'Crypto derivatives are high-risk products and leverage can cause losses larger than you expect. Trading is open to KYC-verified residents of India aged 18 or older. Nothing in this guide is investment advice.',
  },
] as const;
