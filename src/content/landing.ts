export const hero = {
  title: 'Crypto options and futures, built for traders in India',
  lead: 'Trade BTC and ETH options and perpetual futures with a flat ₹20 brokerage per trade, no percentage fees, up to 200x leverage and ₹0 account opening.',
  cta: 'Start Trading',
};

export interface Feature {
  readonly title: string;
  readonly text: string;
}

export const featuresTitle = 'Designed for Serious Traders';

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
