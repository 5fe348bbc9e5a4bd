/** Accuracy of GET /v1/ask's engine on the test question set, over a fresh PGlite with the bundled data. */
import { openPglite } from "../src/adapters/database-node.js";
import { loadBundledDataFromPackages } from "../src/adapters/bundled-data-node.js";
import { answerQuestion } from "../src/ask/engine.js";
import { PREMIUM_GRANT, readerOfKey } from "../src/domain/access.js";
import { ASK_QUESTIONS } from "../test/ask/questions.js";

export async function benchAskAccuracy(): Promise<{ questions: number; correct: number; accuracy: number }> {
  const database = await openPglite("memory://");
  try {
    await database.migrate();
    await loadBundledDataFromPackages(database.db, { quiet: true });
    let correct = 0;
    // a key that may read everything, so the bench measures the reading of questions, not access
    const access = readerOfKey({ grants: [PREMIUM_GRANT], allowedRegions: null });
    for (const c of ASK_QUESTIONS) {
      const r = await answerQuestion({ db: database.db, access }, { q: c.q, depth: "standard" });
      const cites = r.citations.filter((x) => x.indicator === c.indicator && x.region === c.region);
      const close = (a: number, b: number) => Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(b));
      const sorted = [...cites].sort((a, b) => a.period_start.localeCompare(b.period_start));
      const ok =
        c.kind === "value"
          ? cites.some((x) => close(x.value, c.value))
          : sorted.length >= 2 && close(sorted.at(-1)!.value - sorted[0]!.value, c.value);
      if (ok) correct++;
    }
    const result = { questions: ASK_QUESTIONS.length, correct, accuracy: correct / ASK_QUESTIONS.length };
    console.log(`\n## /v1/ask accuracy: ${correct}/${result.questions} (${(result.accuracy * 100).toFixed(1)}%, goal ≥ 90%)`);
    return result;
  } finally {
    await database.close();
  }
}
