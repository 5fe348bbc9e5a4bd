/**
 * `/v1/ask` at standard depth, asked one question after another with a key, on a server whose read cache
 * is off (so every answer is computed): the p50 and p90 of the client's time per question.
 */
const QUESTIONS = [
  "What is the latest unemployment rate in construction?",
  "How did total nonfarm employment change between 2008 and 2010?",
  "What was the population of India in 2000?",
  "Which state had the highest unemployment rate?",
  "What is the price of oil now?",
  "How much did CPI inflation rise over the past year?",
  "When was the S&P 500 at its lowest?",
  "Compare life expectancy in Japan and Brazil",
  "What is the 10 year treasury rate?",
  "How many people worked in manufacturing in 2015?",
  "What was the gold price in 2020?",
  "Is CO2 at Mauna Loa higher than average?",
];
const ROUNDS = 3;

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

export async function benchAskLatency(baseUrl: string, key: string) {
  const headers = { Authorization: `Bearer ${key}` };
  const ask = async (q: string) => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/v1/ask?q=${encodeURIComponent(q)}`, { headers });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  };
  for (const q of QUESTIONS) await ask(q); // warm-up: JIT, the engine's catalog, plan caches
  const times: number[] = [];
  const statuses = new Set<number>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of QUESTIONS) {
      const { ms, status } = await ask(q);
      times.push(ms);
      statuses.add(status);
    }
  }
  console.log(`\n## /v1/ask, standard depth, ${QUESTIONS.length} questions × ${ROUNDS} sequential rounds (PostgreSQL, read cache off; statuses ${[...statuses].join("/")})`);
  console.table([{ "p50 ms": Math.round(percentile(times, 0.5) * 10) / 10, "p90 ms": Math.round(percentile(times, 0.9) * 10) / 10, goal: "p50 < 10" }]);
}
