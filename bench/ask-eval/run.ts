/**
 * Runs the ask evaluation over a fresh PGlite with the bundled data and the series computed from it, and returns both parts' scores.
 * CLI: `npm run ask-eval [-- --failures]` prints the tables; --failures lists the dev part's misses with
 * their traces. The held-out part's misses are never printed: only its figures.
 */
import { fileURLToPath } from "node:url";
import { openPglite } from "../../src/adapters/database-node.js";
import { loadBundledDataFromPackages } from "../../src/adapters/bundled-data-node.js";
import { answerQuestion, type AskResult } from "../../src/ask/engine.js";
import { computeOriginalSeries } from "../../src/jobs/original-series.js";
import { createConsoleLog } from "../../src/log.js";
import { PREMIUM_GRANT, readerOfKey } from "../../src/domain/access.js";
import { generateQuestions } from "./generate.js";
import { isCorrect, score, type EvalQuestion, type PartScore } from "./grade.js";

export async function runAskEvaluation(): Promise<{ dev: PartScore; heldout: PartScore; results: { question: EvalQuestion; result: AskResult }[] }> {
  const questions = generateQuestions();
  const database = await openPglite("memory://");
  try {
    await database.migrate();
    await loadBundledDataFromPackages(database.db, { quiet: true });
    // the series the service computes from those (its timer does a minute after start): questions are read against the catalog as served
    await computeOriginalSeries({ db: database.db, log: createConsoleLog("warn") });
    // a key that may read everything: the evaluation measures the reading of questions, not access
    const access = readerOfKey({ grants: [PREMIUM_GRANT], allowedRegions: null });
    const results: { question: EvalQuestion; result: AskResult }[] = [];
    for (const question of questions) results.push({ question, result: await answerQuestion({ db: database.db, access }, { q: question.q, depth: "standard" }) });
    return { dev: score(results.filter((r) => r.question.part === "dev")), heldout: score(results.filter((r) => r.question.part === "heldout")), results };
  } finally {
    await database.close();
  }
}

const pct = (a: number, b: number) => (b === 0 ? "" : `${((100 * a) / b).toFixed(1)}%`);

export function printScores(dev: PartScore, heldout: PartScore) {
  const categories = [...new Set([...dev.byCategory.keys(), ...heldout.byCategory.keys()])];
  console.table(
    categories.map((c) => {
      const d = dev.byCategory.get(c)!;
      const h = heldout.byCategory.get(c)!;
      return {
        category: c,
        "dev correct": `${d.correct}/${d.questions}`,
        "dev accuracy": pct(d.correct, d.questions),
        "held-out correct": `${h.correct}/${h.questions}`,
        "held-out accuracy": pct(h.correct, h.questions),
        "held-out wrong": h.wrong,
        "held-out goal": h.questions >= 20 ? ">= 90%" : "(< 20 questions)",
      };
    }),
  );
  console.table([
    { part: "dev", questions: dev.questions, accuracy: pct(dev.correct, dev.questions), "wrong-answer rate": pct(dev.wrong, dev.questions) },
    { part: "held-out", questions: heldout.questions, accuracy: pct(heldout.correct, heldout.questions), "wrong-answer rate": pct(heldout.wrong, heldout.questions) },
  ]);
  console.log("goals (held-out): >= 90% overall and in every category of >= 20 questions; wrong-answer rate <= 3%");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { dev, heldout, results } = await runAskEvaluation();
  printScores(dev, heldout);
  if (process.argv.includes("--failures")) {
    for (const { question, result } of results) {
      if (question.part !== "dev" || isCorrect(question.expect, result)) continue;
      console.log(`\n[${question.category}] ${question.q}\n  expected ${JSON.stringify(question.expect)}\n  ${result.status}: ${result.answer.slice(0, 300)}`);
      for (const t of result.trace) console.log(`    ${t.step}: ${t.detail.slice(0, 200)}`);
    }
  }
}
