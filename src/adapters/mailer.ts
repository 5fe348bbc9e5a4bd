import { desc, eq } from "drizzle-orm";
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

const API_KEY_ANYWHERE = /svc_(?:live|test)_[0-9A-Za-z]{32}/g;

/**
 * The one redaction of mail text, for the outbox and the log alike: each listed secret, and any API key
 * even if a caller forgot to list it, keeps only its last 4 characters.
 */
export function redact(text: string, secrets: string[] = []): string {
  const hide = (s: string) => `[redacted …${s.slice(-4)}]`;
  return secrets.reduce((t, s) => t.split(s).join(hide(s)), text).replace(API_KEY_ANYWHERE, hide);
}

/** Outbox status of mail the log mailer kept: recorded, never delivered to anyone. */
const UNDELIVERED = "logged";

/**
 * Default mailer: records the message in the outbox table and writes a log line, both with secrets
 * redacted. Nothing is delivered: the operator reads undelivered mail with `npm run keys -- outbox`.
 */
export function createOutboxMailer(log: Log): Mailer {
  return {
    async send(m, db) {
      const body = redact(m.text, m.secrets);
      await db.insert(outbox).values({ recipient: m.to, subject: m.subject, body, provider: "log", status: UNDELIVERED });
      log.info("email", { to: m.to, subject: m.subject, text: body });
    },
  };
}

/** The most recent `limit` messages the log mailer kept (oldest first), bodies as stored (redacted). */
export async function listUndeliveredMail(db: Database, limit: number) {
  const rows = await db
    .select({ to: outbox.recipient, subject: outbox.subject, createdAt: outbox.createdAt, body: outbox.body })
    .from(outbox)
    .where(eq(outbox.status, UNDELIVERED))
    .orderBy(desc(outbox.seq))
    .limit(limit);
  return rows.reverse();
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
