-- Baseline B: the database work of one debit, without the app. One transaction inserts an
-- entry under a unique key and moves a wallet's balance, as the ledger does for a debit.
\set wallet random(1, :wallets)
BEGIN;
INSERT INTO bench_entry (idempotency_key, wallet_id, amount)
  VALUES (md5(random()::text || clock_timestamp()::text || :client_id), :wallet, -1);
UPDATE bench_wallet SET balance = balance - 1 WHERE id = :wallet;
END;
