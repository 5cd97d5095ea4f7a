import { MarketPage } from '../../widgets/market/MarketPage.tsx';
import { OptionChainView } from '../../widgets/market/options/OptionChain.tsx';

export default function OptionsPage() {
  return (
    <MarketPage
      title="Options"
      subtitle="BTC and ETH option chains: calls on the left, puts on the right, centred on the money."
    >
      <OptionChainView />
    </MarketPage>
  );
}
