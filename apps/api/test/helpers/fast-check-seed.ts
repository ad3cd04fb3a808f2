import fc from 'fast-check';

// Every property of a run draws from one seed (FC_SEED, chosen and printed once by
// vitest.config.ts): `FC_SEED=<n> npm test` replays the run's cases, and a failure's message
// (fast-check's "seed: …, path: …") names that same seed. numRuns stays each property's own.
const seed = Number(process.env.FC_SEED);
if (Number.isSafeInteger(seed)) fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
