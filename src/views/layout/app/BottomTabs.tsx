import { CandlestickChart, Layers, LayoutDashboard, PieChart, Wallet } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { mobileTabLinks } from '../../../content/navigation.ts';
import { isCurrentPath } from '../../routing/is-current-path.ts';
import * as css from './bottom-tabs.css.ts';

const icons = [LayoutDashboard, CandlestickChart, Layers, PieChart, Wallet];

export function BottomTabs() {
  const [location] = useLocation();
  return (
    <nav className={css.bar} aria-label="Tabs">
      {mobileTabLinks.map((link, index) => {
        const Icon = icons[index] ?? LayoutDashboard;
        return (
          <Link
            key={link.href}
            href={link.href}
            className={css.tab}
            aria-current={isCurrentPath(location, link.href) ? 'page' : undefined}
          >
            <Icon size={20} aria-hidden />
            {link.label}
          </Link>
        );
      })}
    </nav>
  );
}
