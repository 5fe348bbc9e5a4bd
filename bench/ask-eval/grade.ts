/** Grading rules of the ask evaluation (bench/ask-eval/README.md). */
import type { AskResult } from "../../src/ask/engine.js";

export type Expect =
  | { kind: "value"; indicators: string[]; region: string; dates: string[]; value: number }
  | { kind: "change"; indicators: string[]; region: string; from: { date: string; value: number }; to: { date: string; value: number } }
  | { kind: "rank"; indicators: string[]; date: string; direction: "highest" | "lowest"; region: string; value: number }
  | { kind: "compare"; indicators: string[]; date: string; pairs: { region: string; value: number }[] }
  | { kind: "vs_average"; indicators: string[]; region: string; date: string; value: number; average: number }
  | { kind: "mean"; indicators: string[]; region: string; from: string; to: string; average: number }
  | { kind: "not_answerable" };

export interface EvalQuestion {
  id: string;
  part: "dev" | "heldout";
  category: string;
  q: string;
  expect: Expect;
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));

export function isCorrect(e: Expect, r: Pick<AskResult, "status" | "citations" | "facts">): boolean {
  if (e.kind === "not_answerable") return r.status !== "answered";
  if (r.status !== "answered") return false;
  const cited = (indicators: string[], region: string, date: string, value: number) =>
    r.citations.some((c) => indicators.includes(c.indicator) && c.region === region && c.period_start === date && close(c.value, value));
  switch (e.kind) {
    case "value":
      return e.dates.some((d) => cited(e.indicators, e.region, d, e.value));
    case "change":
      return cited(e.indicators, e.region, e.from.date, e.from.value) && cited(e.indicators, e.region, e.to.date, e.to.value);
    case "rank": {
      if (!cited(e.indicators, e.region, e.date, e.value)) return false;
      const more = (v: number) => (e.direction === "highest" ? v > e.value : v < e.value) && !close(v, e.value);
      return !r.citations.some((c) => e.indicators.includes(c.indicator) && c.period_start === e.date && more(c.value));
    }
    case "compare":
      return e.pairs.every((p) => cited(e.indicators, p.region, e.date, p.value));
    case "vs_average":
      return cited(e.indicators, e.region, e.date, e.value) && r.facts.some((f) => typeof f.params.average === "number" && close(f.params.average, e.average));
    case "mean":
      return (
        r.citations.some((c) => e.indicators.includes(c.indicator) && c.region === e.region) &&
        r.facts.some((f) => typeof f.params.average === "number" && close(f.params.average, e.average) && f.params.from_date === e.from && f.params.to_date === e.to)
      );
  }
}

export interface PartScore {
  questions: number;
  correct: number;
  wrong: number;
  byCategory: Map<string, { questions: number; correct: number; wrong: number }>;
}

export function score(results: { question: EvalQuestion; result: Pick<AskResult, "status" | "citations" | "facts"> }[]): PartScore {
  const byCategory = new Map<string, { questions: number; correct: number; wrong: number }>();
  let correct = 0;
  let wrong = 0;
  for (const { question, result } of results) {
    const c = byCategory.get(question.category) ?? { questions: 0, correct: 0, wrong: 0 };
    c.questions++;
    if (isCorrect(question.expect, result)) {
      c.correct++;
      correct++;
    } else if (result.status === "answered") {
      c.wrong++;
      wrong++;
    }
    byCategory.set(question.category, c);
  }
  return { questions: results.length, correct, wrong, byCategory };
}
