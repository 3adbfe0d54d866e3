CREATE TABLE bench_wallet (id integer PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0));
CREATE TABLE bench_entry (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  wallet_id integer NOT NULL REFERENCES bench_wallet (id),
  amount bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO bench_wallet SELECT g, 1000000000 FROM generate_series(1, 1000) g;
