import type { Database } from "../db/client.js";
import { outbox } from "../db/schema.js";
import type { Log } from "../log.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Values in `text` that must never be stored (keys, tokens): the outbox keeps their last 4 characters. */
  secrets?: string[];
}

/** The mailer port: one interface, an outbox (default) or a real provider chosen by configuration. */
export interface Mailer {
  send(message: MailMessage, db: Database): Promise<void>;
}

export function redact(text: string, secrets: string[] = []): string {
  return secrets.reduce((t, s) => t.split(s).join(`[redacted …${s.slice(-4)}]`), text);
}

/**
 * Default mailer: records the message in the outbox table (secrets redacted) and writes the full message
 * to the log, which is where a developer running locally reads it.
 */
export function createOutboxMailer(log: Log): Mailer {
  return {
    async send(m, db) {
      await db.insert(outbox).values({
        recipient: m.to,
        subject: m.subject,
        body: redact(m.text, m.secrets),
        provider: "log",
        status: "logged",
      });
      log.info("email", { to: m.to, subject: m.subject, text: m.text });
    },
  };
}

/**
 * Sends through Resend's HTTP API (works from Node and Workers alike). The outbox keeps a redacted copy
 * with the provider's answer; a refusal throws, so the caller's transaction rolls back.
 */
export function createResendMailer(opts: { apiKey: string; from: string; fetch?: typeof fetch; endpoint?: string }): Mailer {
  const doFetch = opts.fetch ?? fetch;
  const endpoint = opts.endpoint ?? "https://api.resend.com/emails";
  return {
    async send(m, db) {
      const res = await doFetch(endpoint, {
        method: "POST",
        headers: { Authorization: `Bearer ${opts.apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from: opts.from, to: [m.to], subject: m.subject, text: m.text }),
      });
      if (!res.ok) throw new Error(`email provider answered ${res.status}`);
      await db.insert(outbox).values({
        recipient: m.to,
        subject: m.subject,
        body: redact(m.text, m.secrets),
        provider: "resend",
        status: "sent",
      });
    },
  };
}
