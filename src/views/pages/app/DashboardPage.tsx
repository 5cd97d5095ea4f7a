import { FirstStepsChecklist } from '../../widgets/first-steps/FirstStepsChecklist.tsx';
import { DashboardGrid } from '../../widgets/market/dashboard/DashboardGrid.tsx';
import { MarketPage } from '../../widgets/market/MarketPage.tsx';

export default function DashboardPage() {
  return (
    <MarketPage title="Dashboard" subtitle="Live prices with the 24 h change, high, low and trend.">
      <FirstStepsChecklist />
      <DashboardGrid />
    </MarketPage>
  );
}
