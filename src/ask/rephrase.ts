/**
 * The optional language-model port of the answer engine. The deterministic engine always answers first;
 * only when it cannot tell what was asked (`unresolved`) may a model rewrite the question in plain words,
 * and the engine then answers the rewrite. The model never writes an answer or a number: every figure
 * still comes from the engine, with its citations, and the trace says the question was rewritten and how.
 * Off unless ASK_MODEL_PROVIDER names a provider (src/adapters/rephraser-*.ts).
 */
import type { AskEngine, AskResult } from "./engine.js";

export interface QuestionRephraser {
  /** A plainer wording of `question`, or null; `why` is the engine's reason for not answering it. */
  rephrase(question: string, why: string): Promise<string | null>;
}

/** What a model is asked to do: reword, never answer. */
export const REPHRASE_INSTRUCTIONS = [
  "You rewrite questions for a time-series data service (economic, demographic, financial, weather series).",
  "Rewrite the user's question as one short plain question that names the measure in common words, the place, and the date or period,",
  'for example "unemployment rate in Cook County, IL in 2009" or "price of WTI crude oil on 3 March 2015".',
  "Keep every place, date and number the user gave. Do not answer the question. Reply with the rewritten question only.",
].join(" ");

/** Longest rewrite the engine is given (the API's own limit on q). */
const MAX_REWRITE_CHARS = 500;

export function withRephraser(engine: AskEngine, rephraser: QuestionRephraser | null): AskEngine {
  if (!rephraser) return engine;
  return async (deps, input) => {
    const first = await engine(deps, input);
    if (first.status !== "unresolved") return first;
    const why = first.trace.find((t) => t.step === "resolve")?.detail ?? first.answer;
    let rewrite: string | null;
    try {
      rewrite = (await rephraser.rephrase(input.q, why))?.trim().replace(/^["'“]|["'”]$/g, "").trim() ?? null;
    } catch (err) {
      return noted(first, `a language model was asked to reword the question and failed (${err instanceof Error ? err.message : String(err)})`);
    }
    if (!rewrite || rewrite.length > MAX_REWRITE_CHARS || rewrite.toLowerCase() === input.q.trim().toLowerCase()) {
      return noted(first, "a language model was asked to reword the question and gave nothing new");
    }
    const second = await engine(deps, { ...input, q: rewrite });
    if (second.status === "unresolved") return noted(first, `a language model reworded the question as "${rewrite}", which could not be told either`);
    return {
      ...second,
      question: input.q,
      answer: `(Read as "${rewrite}".) ${second.answer}`,
      trace: [{ step: "rephrase", detail: `the engine could not tell (${why}); a language model reworded the question as "${rewrite}"` }, ...second.trace],
    };
  };
}

const noted = (result: AskResult, detail: string): AskResult => ({ ...result, trace: [...result.trace, { step: "rephrase", detail }] });
