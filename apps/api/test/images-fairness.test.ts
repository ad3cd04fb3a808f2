import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fairLimit } from '../src/lib/fair-limit.ts';
import { pdfImage, prepareUpload } from '../src/lib/images.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';

// Issue 21 item 5: one shop's uploads cannot make another shop's image wait (decision 013).
// sharp is replaced by a fake whose work on an image ends only when the test says so: which jobs
// have started, and how many run at once, is then known exactly, without timing anything.

type Job = { owner: string; started: boolean; finished: boolean; release: () => void; fail: () => void };
const fake = vi.hoisted(() => ({ jobs: new Map<number, Job>() }));

vi.mock('sharp', () => {
  /** The job an input belongs to: the tag written after the JPEG signature (jpeg()). */
  const jobOf = (data: unknown) =>
    Buffer.isBuffer(data) && data.length === 8 ? fake.jobs.get(data.readUInt32BE(4)) : undefined;
  function sharp(data: unknown) {
    const job = jobOf(data);
    if (job) job.started = true;
    const image = {
      metadata: async () => ({ format: 'jpeg', width: 100, height: 100, hasAlpha: false }),
      toBuffer: async () => {
        if (job)
          await new Promise<void>((resolve, reject) => {
            job.release = resolve;
            job.fail = () => reject(new Error('VipsJpeg: premature end of input file'));
          });
        if (job) job.finished = true;
        return Buffer.from([0xff, 0xd8, 0xff, 0xd9]);
      },
    };
    for (const op of ['autoOrient', 'resize', 'flatten', 'jpeg', 'png'])
      Object.assign(image, { [op]: () => image });
    return image;
  }
  sharp.cache = () => undefined;
  sharp.concurrency = () => undefined;
  return { default: sharp };
});

let nextTag = 1;
/** A JPEG-signed input of `owner` whose work waits for release(). */
function jpeg(owner: string): { data: Buffer; job: Job } {
  const tag = nextTag++;
  const job: Job = { owner, started: false, finished: false, release: () => {}, fail: () => {} };
  fake.jobs.set(tag, job);
  const data = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
  data.writeUInt32BE(tag, 4);
  return { data, job };
}
const USERS: Record<string, number> = { A: 101, B: 102, C: 103 };
/** Decision 013: two images at once in all, one of each user's. */
const BOUND = { total: 2, perOwner: 1 };

/** Lets every promise, timer-free, run to where it waits. */
async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}
const running = (jobs: Job[]) => jobs.filter((j) => j.started && !j.finished);

/** Ends every job, so nothing a failed check left waiting holds a place in the next run. */
async function drain() {
  for (let round = 0; round < 50 && [...fake.jobs.values()].some((j) => !j.finished); round++) {
    for (const j of fake.jobs.values()) if (j.started && !j.finished) j.release();
    await settle();
  }
  fake.jobs.clear();
}
afterEach(drain);

describe('image work is shared fairly between users', () => {
  it("user B's upload starts while user A's eight uploads are still queued, ahead of them", async () => {
    const a = Array.from({ length: 8 }, () => jpeg('A'));
    const pendingA = a.map(({ data }) => prepareUpload(data, USERS.A));
    await settle();
    const b = jpeg('B');
    const pendingB = prepareUpload(b.data, USERS.B);
    await settle();

    expect(b.job.started).toBe(true);
    // A holds its own one place; the rest of A's uploads wait behind it, not in front of B.
    expect(running(a.map((x) => x.job))).toHaveLength(BOUND.perOwner);
    expect(a.filter((x) => !x.job.started)).toHaveLength(8 - BOUND.perOwner);

    b.job.release();
    expect(await pendingB).toEqual({ data: expect.any(Buffer), ext: 'jpg' });
    for (const x of a) {
      await settle();
      x.job.release();
    }
    for (const out of await Promise.all(pendingA)) expect(out).toMatchObject({ ext: 'jpg' });
  });

  it("an invoice logo (pdfImage) of user B starts while user A's uploads are queued", async () => {
    const a = Array.from({ length: 6 }, () => jpeg('A'));
    const pendingA = a.map(({ data }) => prepareUpload(data, USERS.A));
    const b = jpeg('B');
    const pendingB = pdfImage(b.data, USERS.B);
    await settle();
    expect(b.job.started).toBe(true);
    expect(a.filter((x) => x.job.started)).toHaveLength(1);
    b.job.release();
    expect(await pendingB).toBeInstanceOf(Buffer);
    for (const x of a) {
      await settle();
      x.job.release();
    }
    await Promise.all(pendingA);
  });

  it("a failed image frees its owner's place: the owner's next one starts", async () => {
    const [first, second] = [jpeg('A'), jpeg('A')];
    const pending = [prepareUpload(first.data, USERS.A), prepareUpload(second.data, USERS.A)];
    await settle();
    expect([first.job.started, second.job.started]).toEqual([true, false]);
    first.job.fail();
    await settle();
    expect(second.job.started).toBe(true);
    second.job.release();
    const [refused, kept] = await Promise.all(pending);
    expect(refused).toHaveProperty('error');
    expect(kept).toMatchObject({ ext: 'jpg' });
  });

  it('never more than one image per user nor two in all, and no place idles while a job could take it', async () => {
    // Steps: a user (or an upload that names none) sends an image, or the k-th running job ends.
    const step = fc.oneof(
      fc.record({ send: fc.constantFrom('A', 'B', 'C', '-') }),
      fc.record({ end: fc.nat(3) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        const jobs: Job[] = [];
        const pending: Promise<unknown>[] = [];
        try {
          const check = () => {
            const now = running(jobs);
            expect(now.length).toBeLessThanOrEqual(BOUND.total);
            for (const owner of ['A', 'B', 'C'])
              expect(now.filter((j) => j.owner === owner).length).toBeLessThanOrEqual(BOUND.perOwner);
            // Work-conserving: a waiting job of an owner with room means every place is taken.
            const couldStart = jobs.some(
              (j) =>
                !j.started &&
                (j.owner === '-' || now.filter((r) => r.owner === j.owner).length < BOUND.perOwner),
            );
            if (couldStart) expect(now.length).toBe(BOUND.total);
            // Each owner's jobs start in the order they were sent.
            for (const owner of ['A', 'B', 'C', '-']) {
              const mine = jobs.filter((j) => j.owner === owner).map((j) => j.started);
              expect(mine).toEqual([...mine].sort((x, y) => Number(y) - Number(x)));
            }
          };
          for (const s of steps) {
            if ('send' in s) {
              const { data, job } = jpeg(s.send);
              jobs.push(job);
              pending.push(prepareUpload(data, s.send === '-' ? undefined : USERS[s.send]));
            } else {
              running(jobs)[s.end % Math.max(1, running(jobs).length)]?.release();
            }
            await settle();
            check();
          }
          while (jobs.some((j) => !j.finished)) {
            for (const j of running(jobs)) j.release();
            await settle();
            check();
          }
          await Promise.all(pending);
        } finally {
          await drain();
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('fairLimit', () => {
  it('gives a freed place to the owners in turn, each owner in arrival order', async () => {
    const limit = fairLimit({ total: 1, perOwner: 1 });
    const order: string[] = [];
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const first = limit('A', () => gate.then(() => order.push('A0')));
    const rest = [
      limit('A', async () => order.push('A1')),
      limit('A', async () => order.push('A2')),
      limit('B', async () => order.push('B0')),
      limit('C', async () => order.push('C0')),
      limit('B', async () => order.push('B1')),
    ];
    open();
    await Promise.all([first, ...rest]);
    expect(order).toEqual(['A0', 'A1', 'B0', 'C0', 'A2', 'B1']);
  });
});

describe('through the routes', () => {
  /** A multipart PATCH of the profile's logo (the route any shop uses for its image). */
  function logoUpload(t: TestApp, u: CreatedUser, data: Buffer) {
    const boundary = `----cc${nextTag}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'PATCH',
      url: '/api/profiles/',
      headers: { ...u.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }

  it("one shop's logo starts while another shop's uploads wait, each route passing its user", async () => {
    const t = await createTestApp();
    try {
      const [ua, ub] = [await createUser(t), await createUser(t)];
      const a = Array.from({ length: 4 }, () => jpeg('A'));
      const pendingA = a.map(({ data }) => logoUpload(t, ua, data));
      await vi.waitFor(() => expect(running(a.map((x) => x.job))).toHaveLength(1), { timeout: 30_000 });
      const b = jpeg('B');
      const pendingB = logoUpload(t, ub, b.data);
      await vi.waitFor(() => expect(b.job.started).toBe(true), { timeout: 30_000 });
      expect(a.filter((x) => x.job.started)).toHaveLength(1);
      b.job.release();
      expect((await pendingB).statusCode).toBe(200);
      // A's uploads reach the queue in whatever order their bodies were read: release whichever runs.
      for (let left = a.length; left > 0; left--) {
        await vi.waitFor(() => expect(running(a.map((x) => x.job))).toHaveLength(1), { timeout: 30_000 });
        running(a.map((x) => x.job))[0]?.release();
        await settle();
      }
      for (const res of await Promise.all(pendingA)) expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
