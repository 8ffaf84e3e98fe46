import type { Request } from "express";
import { Router } from "express";
import { readSessionCookie } from "../../app/.server/admin/session.ts";
import type { Config } from "../../app/.server/config.ts";
import { importList } from "../../app/.server/imports/import-list.ts";
import { notAddedCsv, notAddedFileName } from "../../app/.server/imports/report.ts";
import { bearerIn, looksLikeToken } from "../../app/.server/operators/tokens.ts";
import { safeEqual } from "../../app/.server/signing.ts";
import { CONSOLE_IMPORT_PATH } from "../../app/lib/admin/imports.ts";
import { parseRowId } from "../../app/lib/schemas/input.ts";
import { IMPORT_BODY_BYTES } from "../body.ts";
import { sendError, sendJson, type ApiDeps } from "./http.ts";

// POST /api/admin/imports (a text/csv body, streamed into the parser) and the download of an
// import's rows not added. Mounted inside the operator API, after its token check and before its
// JSON body reader.

export const IMPORT_API_PATH = "/api/admin/imports";

/**
 * An import's request from the operator (the API's with its token, the console's with a session):
 * its body may be IMPORT_BODY_BYTES (server/app.ts); anyone else's keeps the small limit.
 */
export function isImportUpload(config: Config, req: Request): boolean {
  if (req.path === CONSOLE_IMPORT_PATH) return readSessionCookie(config, req.headers.cookie) !== undefined;
  if (req.path !== IMPORT_API_PATH && req.path !== `${IMPORT_API_PATH}/`) return false;
  const given = bearerIn(req.headers.authorization);
  // ADMIN_TOKEN, or what has a named token's shape: it is looked up (and a wrong one refused) before the body is read.
  return (!!config.ADMIN_TOKEN && safeEqual(given, config.ADMIN_TOKEN)) || looksLikeToken(given);
}

class TooLarge extends Error {}

/** The body as it arrives, refused past `limit` bytes (a chunked body has no declared length to refuse early). */
async function* limited(req: Request, limit: number): AsyncGenerator<Buffer> {
  let bytes = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > limit) throw new TooLarge();
    yield chunk;
  }
}

/** `?dry_run=` (or `?sequence=`) true/1 or false/0 (absent: false); undefined when it is anything else. */
function dryRunParam(value: unknown): boolean | undefined {
  if (value === undefined) return false;
  if (value === "1" || value === "true") return true;
  if (value === "0" || value === "false") return false;
  return undefined;
}

export function importsApiRouter(deps: ApiDeps): Router {
  const router = Router();
  router.post("/", async (req, res) => {
    const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== "text/csv") return sendError(res, 415, "An import's body must be Content-Type: text/csv (the list itself, its first row naming the columns).");
    const encoding = (req.headers["content-encoding"] ?? "identity").toLowerCase();
    if (encoding !== "identity") return sendError(res, 415, "Send the list uncompressed (no Content-Encoding).");
    const dryRun = dryRunParam(req.query.dry_run);
    if (dryRun === undefined) return sendError(res, 400, "dry_run must be true or false.");
    const fileName = typeof req.query.file_name === "string" ? req.query.file_name : undefined;
    // The lists' sequences for its people (absent: none, like any import).
    const includeSequence = dryRunParam(req.query.sequence);
    if (includeSequence === undefined) return sendError(res, 400, "sequence must be true or false.");
    try {
      const outcome = await importList(deps, limited(req, IMPORT_BODY_BYTES), { dryRun, fileName, includeSequence });
      if (outcome.kind === "refused") return sendError(res, 400, outcome.error);
      deps.log.info({ importId: outcome.importId, dryRun, counts: outcome.counts }, "list imported");
      sendJson(res, dryRun ? 200 : 201, {
        import_id: outcome.importId,
        dry_run: outcome.dryRun,
        counts: outcome.counts,
        ignored_columns: outcome.ignoredColumns,
        confirmations_until: outcome.confirmationsUntil?.toISOString() ?? null,
        not_added_url: `${IMPORT_API_PATH}/${outcome.importId}/not-added.csv`,
        not_added: outcome.notAdded.slice(0, 100),
      });
    } catch (err) {
      if (!(err instanceof TooLarge)) throw err;
      res.setHeader("Connection", "close");
      sendError(res, 413, `Request body too large (limit ${IMPORT_BODY_BYTES / 1024 / 1024} MB): split the list.`);
    }
  });
  router.get("/:id/not-added.csv", async (req, res) => {
    const id = parseRowId(req.params.id);
    if (id === undefined) return sendError(res, 400, "The import id must be a positive whole number.");
    const csv = await notAddedCsv(deps.db, id);
    if (csv === undefined) return sendError(res, 404, `No import with id ${id}.`);
    res.status(200).type("text/csv; charset=utf-8").setHeader("Content-Disposition", `attachment; filename="${notAddedFileName(id)}"`);
    res.send(csv);
  });
  return router;
}
