/**
 * The question reader on 500-character questions made of one phrase said over and over
 * (test/ask/repeated-phrases.ts): a pattern that backtracks on its own words shows here as a slow phrase.
 */
import { parseQuestion } from "../src/domain/ask/parse.js";
import { repeated, REPEATED_PHRASES } from "../test/ask/repeated-phrases.js";

export function benchAskParseCost() {
  const read = (q: string) => parseQuestion(q, { gazetteer: [], vocabulary: [] });
  read("warm up the reader");
  const timed = () =>
    REPEATED_PHRASES.map((phrase) => {
      const started = performance.now();
      read(repeated(phrase));
      return { phrase, ms: performance.now() - started };
    }).sort((a, b) => b.ms - a.ms);
  // The first pass pays for compiling the patterns each phrase reaches first (once per process, 40–100 ms in all on
  // this machine, most of it on whichever phrase comes first); the second shows what a phrase costs every time, where
  // a pattern that backtracks on its own words stands out.
  const first = timed();
  const times = timed();
  const plain = performance.now();
  read("what was the unemployment rate in construction in 2009");
  const plainMs = performance.now() - plain;
  console.log(`\n## Question reader: ${REPEATED_PHRASES.length} phrases each repeated to 500 characters`);
  console.table(times.slice(0, 3).map((t) => ({ phrase: t.phrase, ms: Math.round(t.ms * 10) / 10 })));
  console.log(`median ${Math.round(times[Math.floor(times.length / 2)]!.ms * 10) / 10} ms, slowest ${Math.round(times[0]!.ms * 10) / 10} ms; a plain 55-character question ${Math.round(plainMs * 10) / 10} ms (goal: slowest < 50 ms)`);
  console.log(`(first pass, patterns compiled on first use: slowest ${Math.round(first[0]!.ms * 10) / 10} ms, "${first[0]!.phrase}")`);
}
