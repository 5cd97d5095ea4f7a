import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type RouteLayout = 'public' | 'trading' | 'account';

export interface AppRoute {
  readonly path: string;
  readonly layout: RouteLayout;
  readonly Page: LazyExoticComponent<ComponentType>;
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

/** The route table of spec section 2; every page is its own lazily loaded chunk. */
export const routes: readonly AppRoute[] = [
  { path: '/', layout: 'public', Page: page(() => import('../pages/public/LandingPage.tsx')) },
  { path: '/about', layout: 'public', Page: page(() => import('../pages/public/AboutPage.tsx')) },
  {
    path: '/contact',
    layout: 'public',
    Page: page(() => import('../pages/public/ContactPage.tsx')),
  },
  { path: '/guide', layout: 'public', Page: page(() => import('../pages/public/GuidePage.tsx')) },
  {
    path: '/api-docs',
    layout: 'public',
    Page: page(() => import('../pages/public/ApiDocsPage.tsx')),
  },
  { path: '/t&c', layout: 'public', Page: page(() => import('../pages/public/TermsPage.tsx')) },
  {
    path: '/privacy',
    layout: 'public',
    Page: page(() => import('../pages/public/PrivacyPage.tsx')),
  },
  { path: '/help', layout: 'public', Page: page(() => import('../pages/public/HelpPage.tsx')) },
  {
    path: '/markets',
    layout: 'public',
    Page: page(() => import('../pages/public/MarketsPage.tsx')),
  },
  { path: '/login', layout: 'public', Page: page(() => import('../pages/public/LoginPage.tsx')) },
  { path: '/signup', layout: 'public', Page: page(() => import('../pages/public/SignupPage.tsx')) },
  {
    path: '/forgot-password',
    layout: 'public',
    Page: page(() => import('../pages/public/ForgotPasswordPage.tsx')),
  },
  {
    path: '/error',
    layout: 'public',
    Page: page(() => import('../pages/public/NotFoundPage.tsx')),
  },
  {
    path: '/dashboard',
    layout: 'trading',
    Page: page(() => import('../pages/app/DashboardPage.tsx')),
  },
  {
    path: '/futureCharts',
    layout: 'trading',
    Page: page(() => import('../pages/app/FutureChartsPage.tsx')),
  },
  { path: '/options', layout: 'trading', Page: page(() => import('../pages/app/OptionsPage.tsx')) },
  { path: '/futures', layout: 'trading', Page: page(() => import('../pages/app/FuturesPage.tsx')) },
  { path: '/orders', layout: 'account', Page: page(() => import('../pages/app/OrdersPage.tsx')) },
  {
    path: '/positions',
    layout: 'account',
    Page: page(() => import('../pages/app/PositionsPage.tsx')),
  },
  { path: '/wallet', layout: 'account', Page: page(() => import('../pages/app/WalletPage.tsx')) },
  { path: '/profile', layout: 'account', Page: page(() => import('../pages/app/ProfilePage.tsx')) },
  { path: '/kyc', layout: 'account', Page: page(() => import('../pages/app/KycPage.tsx')) },
  {
    path: '/referral',
    layout: 'account',
    Page: page(() => import('../pages/app/ReferralPage.tsx')),
  },
  {
    path: '/settings',
    layout: 'account',
    Page: page(() => import('../pages/app/SettingsPage.tsx')),
  },
];

export const NotFoundPage = page(() => import('../pages/public/NotFoundPage.tsx'));
