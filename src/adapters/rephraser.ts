/**
 * Language-model providers for the answer engine's rephrasing port (src/ask/rephrase.ts): an
 * OpenAI-compatible chat completions endpoint (OpenAI, a local Ollama or vLLM, any gateway), or the
 * Workers AI binding on the edge. Both send the same instructions, at temperature 0, with a time limit.
 */
import type { QuestionRephraser } from "../ask/rephrase.js";
import { REPHRASE_INSTRUCTIONS } from "../ask/rephrase.js";
import type { Config } from "../config.js";

const messages = (question: string, why: string) => [
  { role: "system", content: REPHRASE_INSTRUCTIONS },
  { role: "user", content: `Question: ${question}\n(The service could not tell: ${why}.)` },
];

export function createOpenAiRephraser(opts: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number; fetch?: typeof fetch }): QuestionRephraser {
  const send = opts.fetch ?? fetch;
  return {
    async rephrase(question, why) {
      const res = await send(`${opts.baseUrl.replace(/\/$/, "")}/chat/completions`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(opts.apiKey ? { Authorization: `Bearer ${opts.apiKey}` } : {}) },
        body: JSON.stringify({ model: opts.model, temperature: 0, max_tokens: 120, messages: messages(question, why) }),
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      if (!res.ok) throw new Error(`the model endpoint answered ${res.status}`);
      const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      return typeof content === "string" ? content : null;
    },
  };
}

/** The Workers AI binding's shape as used here (`env.AI`). */
export interface WorkersAiBinding {
  run(model: string, input: { messages: { role: string; content: string }[]; max_tokens?: number; temperature?: number }): Promise<unknown>;
}

export function createWorkersAiRephraser(opts: { binding: WorkersAiBinding; model: string; timeoutMs: number }): QuestionRephraser {
  return {
    async rephrase(question, why) {
      const run = opts.binding.run(opts.model, { messages: messages(question, why), max_tokens: 120, temperature: 0 });
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${opts.timeoutMs} ms`)), opts.timeoutMs));
      const out = (await Promise.race([run, timeout])) as { response?: unknown };
      return typeof out?.response === "string" ? out.response : null;
    },
  };
}

/** The provider the configuration names (none by default); `workersAi` is the edge's binding, when bound. */
export function rephraserFrom(config: Config, workersAi?: WorkersAiBinding): QuestionRephraser | null {
  const m = config.askModel;
  if (!m) return null;
  if (m.provider === "openai") return createOpenAiRephraser({ baseUrl: m.baseUrl, apiKey: m.apiKey, model: m.model, timeoutMs: m.timeoutMs });
  if (!workersAi) throw new Error("ASK_MODEL_PROVIDER=workers-ai needs the AI binding ([ai] binding = \"AI\" in wrangler.toml)");
  return createWorkersAiRephraser({ binding: workersAi, model: m.model, timeoutMs: m.timeoutMs });
}
