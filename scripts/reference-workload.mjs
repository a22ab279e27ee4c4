// A fixed piece of single-threaded work, timed on the machine a benchmark runs on, so that a wall
// time measured here can be read against one measured elsewhere: a run that took 1.3x longer on a
// machine whose reference took 1.3x longer is the same run. The work is what a test run mostly does
// (strings, objects, sorting, JSON and regular expressions), seeded so every machine does the same.

/** One pass of the work; returns a checksum so the engine cannot drop it. */
function pass() {
  let seed = 0x9e3779b9;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed >>> 0;
  };
  const rows = Array.from({ length: 200_000 }, (_, i) => ({ id: i, name: `row-${next().toString(36)}`, amount: next() % 100_000 }));
  rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const text = JSON.stringify(rows);
  const back = JSON.parse(text);
  let sum = 0;
  for (const m of text.matchAll(/"amount":(\d+)/g)) sum = (sum + Number(m[1])) % 1_000_003;
  return sum + back.length;
}

/** The median of `runs` passes, in seconds (one warm-up pass first). */
export function referenceSeconds(runs = 3) {
  pass();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    pass();
    times.push((performance.now() - t) / 1000);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}
