import { REFERRAL_DAILY_CAP, REFERRAL_REWARD_RUPEES } from '../contracts/referral.ts';

const reward = `₹${REFERRAL_REWARD_RUPEES}`;

/** The refer-and-earn screen's texts (spec sections 2 and 9). */
export const referralText = {
  title: 'Refer and earn',
  lead: `Invite friends to Derivo. When a friend you referred completes KYC and makes a first trade, ${reward} is added to your wallet. There is no limit on how many friends you refer; up to ${REFERRAL_DAILY_CAP} rewards are paid a day.`,
  tabs: { explain: 'Referral Page', track: 'Track Referral' },
  switchLabel: 'Referral views',
  loading: 'Loading your referrals…',
  retry: 'Try again',
  code: {
    title: 'Your referral code',
    hint: 'Friends type it in the referral code field when they sign up.',
    copy: 'Copy code',
  },
  link: {
    title: 'Your referral link',
    hint: 'Opens the sign-up page with your code already filled in.',
    copy: 'Copy link',
    label: 'Referral link',
  },
  copied: 'Copied',
  share: {
    title: 'Share',
    message: `Join me on Derivo, the crypto options and futures exchange for India. Sign up with my link:`,
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    email: 'Email',
    emailSubject: 'Join me on Derivo',
  },
  how: {
    title: 'How it works',
    steps: [
      { title: 'Share your link', text: 'Send your referral link or code to a friend.' },
      {
        title: 'Your friend signs up',
        text: 'They sign up with your link or type your code. The referral shows as Pending.',
      },
      {
        title: `You earn ${reward}`,
        text: `When your friend has completed KYC and made a first trade, the referral becomes Active and ${reward} is credited to your wallet: once per friend, PAN and bank account, and up to ${REFERRAL_DAILY_CAP} a day.`,
      },
    ],
  },
  track: {
    total: 'Referrals',
    active: 'Active',
    rewards: 'Total rewards',
    caption: 'Friends who signed up with your code',
    columns: { name: 'Name', email: 'Email', joined: 'Joined', status: 'Status', reward: 'Reward' },
    emptyTitle: 'No referrals yet',
    emptyText:
      'Friends who sign up with your link or code appear here, Pending until they complete KYC and a first trade.',
    emptyAction: 'Get your referral link',
  },
} as const;
