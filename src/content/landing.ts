import { PRODUCT_NAME } from '../config/product.ts';
import { brokerage } from '../domain/constants.ts';

export const landingMeta = {
  title: PRODUCT_NAME,
  description: `${PRODUCT_NAME}: trade crypto options and futures in India with a flat ₹${brokerage.flatInrPerTrade} brokerage per trade, up to 200x leverage, live option chains and 24/7 support.`,
};

export const hero = {
  eyebrow: 'Crypto derivatives exchange for India',
  title: 'Crypto options and futures, built for traders in India',
  lead: `Trade BTC and ETH options and perpetual futures with a flat ₹${brokerage.flatInrPerTrade} brokerage per trade, no percentage fees, up to 200x leverage and ₹0 account opening.`,
  cta: 'Start Trading',
  secondary: 'Read the Trading Guide',
};

export interface Stat {
  readonly value: string;
  readonly label: string;
}

/** The call-to-action banner's three stats. */
export const ctaBanner = {
  title: `Join the traders who moved to ${PRODUCT_NAME}`,
  text: 'Open an account in minutes, verify your KYC once, and trade around the clock.',
  cta: 'Create a free account',
  stats: [
    { value: '2M+', label: 'traders' },
    { value: '99.99%', label: 'uptime' },
    { value: '4.8/5', label: 'app store rating' },
  ] satisfies Stat[],
};

export interface Feature {
  readonly title: string;
  readonly text: string;
}

export const featuresTitle = 'Designed for Serious Traders';
export const featuresLead =
  'Everything you need to trade derivatives with discipline, in the browser and on your phone.';

export const features: readonly Feature[] = [
  {
    title: 'Lightning Fast Trades',
    text: 'Orders reach the matching engine in milliseconds, with live prices streamed to your screen.',
  },
  {
    title: 'Bank-Grade Security',
    text: '95% of assets in cold storage, multi-signature wallets and ISO 27001 practices.',
  },
  {
    title: 'Mobile Trading',
    text: 'The full exchange on your phone, with apps for iOS and Android.',
  },
  {
    title: 'Advanced Charts',
    text: 'Candlesticks from 1 minute to 1 day on every futures contract.',
  },
  {
    title: 'Secure Wallet',
    text: 'Deposit, withdraw and track every rupee with a complete transaction history.',
  },
  {
    title: '24/7 Support',
    text: 'Help around the clock by chat, with replies to every ticket within 12 hours.',
  },
];

export const leverage = {
  title: 'Up to 200x leverage, set per trade',
  lead: 'Choose the leverage for every position instead of one setting for your whole account, and protect each trade before you place it.',
  maxLeverage: '200x',
  points: [
    {
      title: 'Per-trade adjustable leverage',
      text: 'Pick anything from 1x to 200x on the order ticket; the margin you need updates as you type.',
    },
    {
      title: 'Stop-loss',
      text: 'Attach a stop-loss to every order, so a position closes automatically at the loss you accept.',
    },
    {
      title: 'Take-profit',
      text: 'Lock in gains at your target price without watching the screen all day.',
    },
    {
      title: 'Margin monitoring',
      text: 'See the margin each position uses and how far the price is from liquidation, live.',
    },
    {
      title: 'Liquidation alerts',
      text: 'Get alerted before a position is liquidated, while there is still time to add margin or reduce size.',
    },
  ] satisfies Feature[],
  warning:
    'Leverage multiplies losses as well as gains. Start low, use a stop-loss, and never risk money you cannot afford to lose.',
};

export interface VolumeBar {
  readonly label: string;
  /** Daily trading volume in billions of rupees. */
  readonly billionsInr: number;
  readonly highlight: boolean;
}

export const volume = {
  title: 'Liquidity you can trade against',
  lead: 'Daily derivatives trading volume, in billions of rupees.',
  caption: 'Daily trading volume comparison (₹ billion)',
  bars: [
    { label: PRODUCT_NAME, billionsInr: 85, highlight: true },
    { label: 'Indian stock market', billionsInr: 58, highlight: false },
    { label: 'Others', billionsInr: 42, highlight: false },
  ] satisfies VolumeBar[],
};

export const whyChooseUs = {
  title: `Why choose ${PRODUCT_NAME}`,
  items: [
    {
      title: `Flat ₹${brokerage.flatInrPerTrade} per trade`,
      text: 'One flat brokerage on every executed trade and no percentage fees, however large your order.',
    },
    {
      title: '₹0 account opening',
      text: 'Sign up, verify your KYC and start trading without paying anything to open your account.',
    },
    {
      title: '₹500M insurance',
      text: 'Assets are covered by ₹500M of insurance, on top of 95% cold storage and multi-signature wallets.',
    },
    {
      title: '99.99% uptime',
      text: 'A trading platform that stays up when the market moves fastest.',
    },
    {
      title: 'ISO 27001 practices',
      text: 'Information security managed to ISO 27001, with multi-factor authentication on every admin portal.',
    },
    {
      title: 'Compliance first',
      text: 'Our FIU-IND registration is in progress, and we follow Indian AML and KYC rules for every account.',
    },
  ] satisfies Feature[],
};

export const mobileApp = {
  title: 'Trade on the go',
  text: `The ${PRODUCT_NAME} app for iOS and Android puts option chains, futures, positions and your wallet in your pocket, rated 4.8/5 by traders.`,
  stores: ['App Store', 'Google Play'],
};
