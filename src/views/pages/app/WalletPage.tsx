import { walletText } from '../../../content/wallet.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useFundsData, useFundsStatus } from '../../hooks/use-funds-view.ts';
import { useSessionUser } from '../../hooks/use-session-view.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { FormError } from '../../widgets/public-forms/FormOutcome.tsx';
import { BalanceCards } from '../../widgets/wallet/BalanceCards.tsx';
import { DepositForm } from '../../widgets/wallet/DepositForm.tsx';
import { TransactionHistory } from '../../widgets/wallet/TransactionHistory.tsx';
import { WithdrawalForm } from '../../widgets/wallet/WithdrawalForm.tsx';
import * as css from '../../widgets/wallet/wallet.css.ts';

/** /wallet: balances, demo deposits, withdrawals and the transaction history. */
export default function WalletPage() {
  useDocumentTitle(walletText.title);
  const user = useSessionUser();
  const data = useFundsData();
  const status = useFundsStatus();
  return (
    <section className={css.page} aria-labelledby="page-title">
      <div>
        <PageTitle title={walletText.title} lead={walletText.lead} />
      </div>
      <FormError message={status.error} />
      <BalanceCards data={data} />
      {user && (
        <>
          <div className={css.forms}>
            <DepositForm />
            <WithdrawalForm />
          </div>
          <TransactionHistory />
        </>
      )}
    </section>
  );
}
