/**
 * Runs at most `total` tasks at a time and at most `perOwner` of any one owner's (a user id).
 * A freed place goes to the owners in turn: the first, in round-robin order, that has a task
 * waiting and room under its own bound; each owner's tasks start in arrival order. So an owner
 * with many tasks in flight holds at most `perOwner` places, and another owner's task starts at
 * the next free place, ahead of the first owner's queue (decision 013). An `undefined` owner is a
 * lane of its own for every task: such tasks are bounded by `total` only and start in arrival
 * order, as with `concurrencyLimit`. A task's failure is its caller's alone and frees its place
 * like a success does.
 */
export function fairLimit({ total, perOwner }: { total: number; perOwner: number }) {
  type Lane = { running: number; waiting: (() => void)[] };
  const lanes = new Map<unknown, Lane>();
  /** Lanes with a task waiting, in turn order (a lane served goes to the back). */
  const turn: Lane[] = [];
  let running = 0;

  function dispatch(): void {
    while (running < total) {
      const i = turn.findIndex((lane) => lane.running < perOwner);
      if (i < 0) return;
      const [lane] = turn.splice(i, 1);
      if (!lane) return;
      const start = lane.waiting.shift();
      if (lane.waiting.length > 0) turn.push(lane);
      lane.running++;
      running++;
      start?.();
    }
  }

  return async function run<T>(owner: unknown, task: () => Promise<T>): Promise<T> {
    const key = owner === undefined ? Symbol('unowned') : owner;
    let lane = lanes.get(key);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      lanes.set(key, lane);
    }
    const own = lane;
    const started = new Promise<void>((resolve) => {
      own.waiting.push(resolve);
      if (own.waiting.length === 1) turn.push(own);
    });
    dispatch();
    await started;
    try {
      return await task();
    } finally {
      own.running--;
      running--;
      if (own.running === 0 && own.waiting.length === 0) lanes.delete(key);
      dispatch();
    }
  };
}
