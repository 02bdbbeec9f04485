// The load generator's own process: reads one JSON job per line on stdin ({url, seconds,
// connections, vary?}), runs autocannon, and answers one JSON line of results. Staying alive between
// runs spares a Node start-up per run.
//
// `vary` ({param, words, shape}) gives every request a text of its own in `param`, so a cache keyed on
// it mostly misses (decision 26's search figures):
// - "pair": two random words, one request in five with two letters of one word swapped (a typo);
// - "prefix": what the search box sends while a word is typed, 2–6 letters of a random word, after
//   one whole word in half the requests.
import { createInterface } from "node:readline";
import autocannon from "autocannon";

// One seeded sequence for the whole run, so turns never replay one another's texts (and the bench's
// figures come from the same texts on every run).
let state = 26;
function random() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = (items) => items[Math.floor(random() * items.length)];

function swapLetters(word) {
  if (word.length < 4) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
}

function text({ words, shape }) {
  if (shape === "prefix") {
    const word = pick(words);
    const typed = word.slice(0, 2 + Math.floor(random() * 5));
    return random() < 0.5 ? `${pick(words)} ${typed}` : typed;
  }
  const pair = [pick(words), pick(words)];
  if (random() < 0.2) pair[0] = swapLetters(pair[0]);
  return pair.join(" ");
}

function requests(url, vary) {
  if (!vary) return undefined;
  const { pathname, search } = new URL(url);
  const base = `${pathname}${search}${search ? "&" : "?"}${vary.param}=`;
  return [
    {
      method: "GET",
      setupRequest: (request) => ({ ...request, path: base + encodeURIComponent(text(vary)) }),
    },
  ];
}

for await (const line of createInterface({ input: process.stdin })) {
  const job = JSON.parse(line);
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    requests: requests(job.url, job.vary),
  });
  process.stdout.write(
    `${JSON.stringify({
      requests: result.requests.total,
      seconds: result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.errors + result.timeouts + result.non2xx,
    })}\n`,
  );
}
