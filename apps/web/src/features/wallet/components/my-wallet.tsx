import { agentAccountTypes } from '@sorteo/shared/contract/auth';
import { useBalanceQuery } from '../../balance/api/get-balance';
import { useSession } from '../../session/session-store';
import { TransferForm } from './transfer-form';
import { WalletBalanceCard } from './wallet-balance-card';
import '../../../components/ui/form-layout.css';
import './wallet.css';

/** SPEC `transferFund` ("in_my_wallet"): the balance, and for agents a transfer to a downline. */
export function MyWallet() {
  const type = useSession((s) => s.member?.type);
  const balance = useBalanceQuery(true).data;
  const isAgent = type !== undefined && agentAccountTypes.includes(type);
  return (
    <div className="wallet" data-testid="my-wallet">
      <WalletBalanceCard />
      {isAgent && balance ? (
        <TransferForm
          currency={balance.currency}
          exponent={balance.currencyExponent}
          balance={balance.sumBalance}
        />
      ) : null}
    </div>
  );
}
