// `pnpm bench`: production-build benchmarks (pages, federation cost, API, search scale).
// The suite lives in bench/ (its own workspace package, with Lighthouse and autocannon);
// `node scripts/bench.mjs --help` lists the options.
await import('../bench/run.mjs');
