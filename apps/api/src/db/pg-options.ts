/**
 * Session settings of every connection to a real PostgreSQL (the server's pool and the download
 * thread's). JIT off: the app's statements are short reads of one shop's rows through indexes,
 * and once a history makes the planner's cost estimate cross `jit_above_cost`, compiling the plan
 * takes longer than running it (the general ledger's first page at 20k sales: 0.9 ms to run,
 * 15 ms of JIT; issue 22's benchmark). PostgreSQL's own advice for such workloads.
 */
export const PG_SESSION_OPTIONS = '-c jit=off';
