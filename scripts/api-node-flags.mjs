// How Node runs the built API wherever it is started: `npm start` and the benches.
//
// Each request allocates short-lived objects (the parsed body, query rows, the answer) that
// V8 collects from its young generation. Semi-spaces of 64 MB instead of V8's 16 MB fill up
// a quarter as often: in `bench/wallet`, 14% less server CPU per debit, 9% more debits and
// 23% more `GET /admin/me` per second, for 9 MB more peak memory (docs/bench-history.md,
// "2026-11-26, morning").
export const apiNodeFlags = ['--max-semi-space-size=64'];
