import { describe, expect, it } from 'vitest';
import { forEachInSlices, runInSlices, slicer, stringifyInSlices } from './slices';

/**
 * Three jobs a, b and c of three items each, started in one go, with slices of `sliceMs`; each item logged as
 * `a1@7`: the job, the item and the turn of the event loop it ran in.
 */
async function threeJobs(sliceMs: number): Promise<string[]> {
  const log: string[] = [];
  let turn = 0;
  let counting = true;
  const tick = () => {
    turn++;
    if (counting) setImmediate(tick);
  };
  setImmediate(tick);
  const job = (name: string) =>
    forEachInSlices([1, 2, 3], (n) => log.push(`${name}${n}@${turn}`), { slicer: slicer(sliceMs), every: 1 });
  await Promise.all([job('a'), job('b'), job('c')]);
  counting = false;
  return log;
}

describe('work in slices', () => {
  it('runs a generator to its end and returns its value, letting queued callbacks run between slices', async () => {
    const order: string[] = [];
    function* steps() {
      let sum = 0;
      for (let i = 1; i <= 5; i++) {
        sum += i;
        order.push(`step ${i}`);
        yield;
      }
      return sum;
    }
    setImmediate(() => order.push('other work'));
    // A slice of 0 ms is always used up: the loop is handed back after every step.
    const result = await runInSlices(steps(), slicer(0));
    expect(result).toBe(15);
    expect(order.indexOf('other work')).toBeGreaterThan(0);
    expect(order.indexOf('other work')).toBeLessThan(order.length - 1);
  });

  it('hands the loop back once before the first slice, then not while the slice lasts', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('other work'));
    await forEachInSlices([1, 2, 3, 4], (n) => order.push(String(n)), { slicer: slicer(60_000), every: 1 });
    expect(order).toEqual(['1', 'other work', '2', '3', '4']);
  });

  it('gives nothing to await while the slice lasts, and a turn of the loop once it is used up', async () => {
    const lasting = slicer(60_000);
    expect(lasting.due()).toBe(true);
    await lasting.pause();
    expect(lasting.due()).toBe(false);
    expect(lasting.pause()).toBeUndefined();
    const order: string[] = [];
    setImmediate(() => order.push('other work'));
    const used = slicer(0);
    const paused = used.pause();
    expect(paused).toBeInstanceOf(Promise);
    order.push('pausing');
    await paused;
    expect(order).toEqual(['pausing', 'other work']);
  });

  it('runs the first slices of jobs started together in turns of their own, not all in the turn they start', async () => {
    // Three jobs with long slices started in one go: each does its first item, then waits its turn; before, each ran
    // its whole first slice (here every item) in the turn they started, one after the other (issue 33: eleven
    // markets' outlines after a catalogue change, a 60 to 70 ms stall at the --scale catalogue).
    const log = await threeJobs(60_000);
    const turnOf = (entry: string) => log.find((e) => e.startsWith(`${entry}@`))!.split('@')[1];
    expect(new Set(['a1', 'b1', 'c1'].map(turnOf)).size).toBe(1);
    // The rest of each job in one slice, each job's in a turn of its own.
    for (const name of ['a', 'b', 'c']) expect(turnOf(`${name}2`)).toBe(turnOf(`${name}3`));
    expect(new Set(['a1', 'a2', 'b2', 'c2'].map(turnOf)).size).toBe(4);
  });

  it('runs one slice per turn of the event loop, however many jobs are sliced at once', async () => {
    // Three jobs, each yielding after every step: after the first steps (the jobs start in one turn), a turn
    // holds one step of one job, not a step of each.
    const log = await threeJobs(0);
    const turns = log.filter((entry) => !/^[abc]1@/.test(entry)).map((entry) => entry.split('@')[1]);
    expect(turns).toHaveLength(6);
    expect(new Set(turns).size).toBe(turns.length);
    expect(log.map((entry) => entry.split('@')[0]).sort()).toEqual([
      'a1',
      'a2',
      'a3',
      'b1',
      'b2',
      'b3',
      'c1',
      'c2',
      'c3',
    ]);
  });

  it('visits every item once, in order, with its index', async () => {
    const seen: [string, number][] = [];
    await forEachInSlices(['a', 'b', 'c'], (item, index) => seen.push([item, index]), { slicer: slicer(0), every: 1 });
    expect(seen).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
  });

  it('writes the bytes JSON.stringify writes, in pieces that add up to them', async () => {
    const value = {
      culture: 'da-DK',
      skipped: undefined,
      empty: [],
      products: Array.from({ length: 300 }, (_, i) => ({ id: `P-${i}`, title: `Rødspætte «${i}»`, gone: undefined })),
      variants: [1, null, { a: [1, 2] }, 'x\u2028y'],
      nested: { list: [1, 2, 3] },
    };
    const pieces: Buffer[] = [];
    const bytes = await stringifyInSlices(value, (piece) => pieces.push(piece), slicer(0));
    expect(bytes.toString('utf8')).toBe(JSON.stringify(value));
    expect(pieces.length).toBeGreaterThan(1);
    expect(Buffer.concat(pieces).equals(bytes)).toBe(true);
  });

  it('writes a generator as the array of its items, each made as it is written; a Set as JSON writes it', async () => {
    let made = 0;
    function* documents() {
      for (let i = 0; i < 300; i++) {
        made++;
        yield { id: `P-${i}`, title: `Rødspætte ${i}` };
      }
    }
    const madeWhenWritten: number[] = [];
    const bytes = await stringifyInSlices(
      { documents: documents(), tags: new Set(['a']) },
      () => madeWhenWritten.push(made),
      slicer(0),
    );
    const expected = Array.from({ length: 300 }, (_, i) => ({ id: `P-${i}`, title: `Rødspætte ${i}` }));
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({ documents: expected, tags: {} });
    // Pieces went out while the items were still being made.
    expect(madeWhenWritten[0]).toBeLessThan(300);
  });
});
