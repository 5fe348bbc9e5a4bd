/** /v1/ask's engine on the evaluation of bench/ask-eval: per category, both parts, and the wrong-answer rate. */
import { printScores, runAskEvaluation } from "./ask-eval/run.js";

export async function benchAskAccuracy(): Promise<{ questions: number; correct: number; accuracy: number }> {
  const started = performance.now();
  const { dev, heldout, results } = await runAskEvaluation();
  const seconds = (performance.now() - started) / 1000;
  console.log(`\n## /v1/ask on the evaluation set (${results.length} questions generated from the source files; bench/ask-eval/README.md; ${seconds.toFixed(1)} s)`);
  printScores(dev, heldout);
  return { questions: heldout.questions, correct: heldout.correct, accuracy: heldout.correct / heldout.questions };
}
