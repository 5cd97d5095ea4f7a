export interface NavLink {
  readonly label: string;
  readonly href: string;
}

export const publicNavLinks: readonly NavLink[] = [
  { label: 'Markets', href: '/markets' },
  { label: 'Features', href: '/#features' },
  { label: 'Guide', href: '/guide' },
  { label: 'API', href: '/api-docs' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
  { label: 'Help', href: '/help' },
];

export const footerQuickLinks: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Features', href: '/#features' },
  { label: 'About us', href: '/about' },
  { label: 'Contact', href: '/contact' },
  { label: 'Refer and earn', href: '/referral' },
];

export const footerResourceLinks: readonly NavLink[] = [
  { label: 'Trading Guide', href: '/guide' },
  { label: 'API developer preview', href: '/api-docs' },
  { label: 'Help Center', href: '/help' },
  { label: 'Terms and Conditions', href: '/t&c' },
  { label: 'Privacy Policy', href: '/privacy' },
];

/** The links of the signed-in header; Wallet too, not only behind the funds badge (issue 25). */
export const appNavLinks: readonly NavLink[] = [
  { label: 'Dashboard', href: '/dashboard' },
  { label: 'Options', href: '/options' },
  { label: 'Futures', href: '/futures' },
  { label: 'Charts', href: '/futureCharts' },
  { label: 'Orders', href: '/orders' },
  { label: 'Positions', href: '/positions' },
  { label: 'Wallet', href: '/wallet' },
];

/** The mobile tab bar keeps the spec's capitalisation of /FutureCharts and /Wallet. */
export const mobileTabLinks: readonly NavLink[] = [
  { label: 'Dashboard', href: '/dashboard' },
  { label: 'Futures', href: '/FutureCharts' },
  { label: 'Options', href: '/options' },
  { label: 'Positions', href: '/positions' },
  { label: 'Funds', href: '/Wallet' },
];

/** The profile menu, on the desktop header and the phone header's menu alike (then Logout). */
export const profileMenuLinks: readonly NavLink[] = [
  { label: 'Profile', href: '/profile' },
  { label: 'Settings', href: '/settings' },
  { label: 'Refer', href: '/referral' },
  { label: 'Help', href: '/help' },
];
