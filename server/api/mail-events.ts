import { Router, type Request, type RequestHandler, type Response } from "express";
import getRawBody from "raw-body";
import { publicKeyOf } from "../../app/.server/config.ts";
import { hitRateLimit } from "../../app/.server/hit-rate-limit.ts";
import { tooManyRequestsMessage } from "../../app/.server/limits.ts";
import { findMessageFor } from "../../app/.server/db/messages.ts";
import {
  checkBasicAuth,
  defaultSnsFetcher,
  parseJson,
  parseMailgun,
  parsePostmark,
  parseSendgrid,
  parseSes,
  RelayRefusal,
  type RelayEvent,
  type SnsFetcher,
  verifySendgrid,
} from "../../app/.server/mail/relays.ts";
import { recordMailEvent } from "../../app/.server/mail/suppression.ts";
import type { MailEventSource } from "../../app/lib/schemas/mail-constants.ts";
import { refuseTooLarge } from "../body.ts";
import { jsonProblem, sendError, sendJson, type ApiDeps } from "./http.ts";

// The relays' bounce and complaint webhooks (/api/mail-events/<relay>). Outside the visitor limits
// (a relay is not a visitor and posts in bursts), with a flood limit of their own; each endpoint
// exists only when its secret is configured. Every refusal is a 4xx that changed nothing.

/** A relay's batch may be larger than a visitor's form (SendGrid posts up to 1,000 events). */
export const MAIL_EVENT_BODY_BYTES = 512 * 1024;

export type MailEventsDeps = ApiDeps & { fetchSns?: SnsFetcher };

async function readBody(req: Request, res: Response): Promise<Buffer | undefined> {
  try {
    return await getRawBody(req, { limit: MAIL_EVENT_BODY_BYTES, length: req.headers["content-length"] });
  } catch (err) {
    if ((err as { type?: string }).type === "entity.too.large") refuseTooLarge(req, res, MAIL_EVENT_BODY_BYTES);
    else sendError(res, 400, "The request body could not be read.");
    return undefined;
  }
}

/** The body as JSON, refusing what the rest of the API refuses (deep nesting, ill-formed text). */
function jsonOf(raw: Buffer): unknown {
  const text = raw.toString("utf8");
  if (!Buffer.from(text, "utf8").equals(raw)) throw new RelayRefusal(400, "The body is not valid UTF-8.");
  const body = parseJson(text);
  const problem = jsonProblem(body);
  if (problem) throw new RelayRefusal(400, problem);
  return body;
}

/** Runs a relay's handler: its refusals become their 4xx, anything else goes to the API's error handler. */
const handle =
  (fn: (req: Request, res: Response, raw: Buffer) => Promise<void>): RequestHandler =>
  async (req, res, next) => {
    const raw = await readBody(req, res);
    if (!raw) return;
    try {
      await fn(req, res, raw);
    } catch (err) {
      if (err instanceof RelayRefusal) {
        if (err.status === 401) res.setHeader("WWW-Authenticate", 'Basic realm="classwish-mail-events"');
        return sendError(res, err.status, err.message);
      }
      next(err);
    }
  };

export function mailEventsRouter(deps: MailEventsDeps): Router {
  const { config, db, log } = deps;
  const fetchSns = deps.fetchSns ?? defaultSnsFetcher;
  const router = Router();

  const flood = (relay: string): RequestHandler => async (req, res, next) => {
    const { allowed, retryAfterSeconds } = await hitRateLimit(db, `mail-events:${relay}:${req.ip ?? "unknown"}`, config.MAIL_EVENTS_PER_MIN, 60_000);
    if (allowed) return next();
    res.setHeader("Retry-After", String(retryAfterSeconds));
    sendError(res, 429, tooManyRequestsMessage(retryAfterSeconds));
  };

  /** Matches each event to the message it is about, then records the known ones; a batch of only unknown ones, or only replays, is refused. */
  async function record(source: MailEventSource, events: RelayEvent[], res: Response): Promise<void> {
    if (events.length === 0) return sendJson(res, 200, { recorded: 0, ignored: true });
    const matched = await Promise.all(events.map(async (e) => ({ e, message: await findMessageFor(db, e.email, e.messageIdHeader) })));
    const known = matched.filter((m) => m.message !== undefined);
    if (known.length === 0) throw new RelayRefusal(404, "No message of ours matches this event (unknown Message-ID or recipient).");
    let recorded = 0;
    for (const { e, message } of known) {
      const outcome = await recordMailEvent(deps, { source, eventKey: e.eventKey, kind: e.kind, email: e.email, messageRowId: message!, detail: e.detail });
      if (outcome.recorded) recorded++;
      if (outcome.paused) log.warn({ campaign: outcome.paused }, "campaign paused: its bounce or complaint rate passed the limit");
    }
    if (recorded === 0) throw new RelayRefusal(409, "Already recorded: a replayed event changes nothing.");
    log.info({ source, recorded, unknown: events.length - known.length }, "bounce or complaint events recorded");
    sendJson(res, 200, { recorded });
  }

  const topics = config.MAIL_EVENTS_SES_TOPIC_ARNS;
  if (topics) {
    router.post(
      "/ses",
      flood("ses"),
      handle(async (_req, res, raw) => {
        const outcome = await parseSes(jsonOf(raw), topics, fetchSns);
        if (outcome.type === "subscribe") {
          // The topic is one the operator named: confirming the subscription is what makes SNS post here.
          try {
            await fetchSns(outcome.subscribeUrl);
          } catch (err) {
            log.warn({ err, topicArn: outcome.topicArn }, "could not confirm the SNS subscription");
            return sendError(res, 502, "The SNS subscription could not be confirmed: SubscribeURL did not answer.");
          }
          log.info({ topicArn: outcome.topicArn }, "SNS subscription confirmed");
          return sendJson(res, 200, { subscribed: true });
        }
        if (outcome.type === "ignored") return sendJson(res, 200, { recorded: 0, ignored: true });
        await record("ses", outcome.events, res);
      }),
    );
  }

  const postmarkSecret = config.MAIL_EVENTS_POSTMARK_SECRET;
  if (postmarkSecret) {
    router.post(
      "/postmark",
      flood("postmark"),
      handle(async (req, res, raw) => {
        checkBasicAuth(req.headers.authorization, postmarkSecret);
        await record("postmark", parsePostmark(jsonOf(raw)), res);
      }),
    );
  }

  const sendgridKey = config.MAIL_EVENTS_SENDGRID_PUBLIC_KEY ? publicKeyOf(config.MAIL_EVENTS_SENDGRID_PUBLIC_KEY) : undefined;
  if (sendgridKey) {
    router.post(
      "/sendgrid",
      flood("sendgrid"),
      handle(async (req, res, raw) => {
        verifySendgrid(sendgridKey, req.get("x-twilio-email-event-webhook-signature"), req.get("x-twilio-email-event-webhook-timestamp"), raw);
        await record("sendgrid", parseSendgrid(jsonOf(raw)), res);
      }),
    );
  }

  const mailgunKey = config.MAIL_EVENTS_MAILGUN_SIGNING_KEY;
  if (mailgunKey) {
    router.post(
      "/mailgun",
      flood("mailgun"),
      handle(async (_req, res, raw) => {
        await record("mailgun", parseMailgun(jsonOf(raw), mailgunKey), res);
      }),
    );
  }

  router.all("/{*rest}", (req, res) =>
    sendError(res, 404, `No mail-event endpoint ${req.method} ${req.originalUrl.split("?")[0]} (each relay's exists once its secret is configured).`),
  );
  return router;
}
