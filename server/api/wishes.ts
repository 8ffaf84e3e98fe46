import { Router } from "express";
import type { Config } from "../../app/.server/config.ts";
import { toWishView, type WishRow } from "../../app/.server/db/wishes.ts";
import { joinWish } from "../../app/.server/wishes/join-wish.ts";
import { publicWish } from "../../app/.server/wishes/public-wish.ts";
import { shareWish } from "../../app/.server/wishes/share-wish.ts";
import { wishPath, wishShareLink } from "../../app/lib/schemas/referrals.ts";
import { joinWishSchema, shareWishSchema } from "../../app/lib/schemas/wishes.ts";
import { callerOf, parseBody, refuse, sendJson, type ApiDeps } from "./http.ts";

/** A wish as the API answers it: its page's address, and the link to share (which credits what it brings). */
export const wishJson = (config: Config, wish: WishRow) => ({
  ...toWishView(wish),
  url: `${config.PUBLIC_URL}${wishPath(wish.publicId)}`,
  share_url: wishShareLink(config.PUBLIC_URL, wish.publicId),
});

/** GET /api/wishes/{id}, POST /api/wishes/ (share a search) and POST /api/wishes/{id}/join/ (Me too). */
export function wishesRouter(deps: ApiDeps): Router {
  const api = Router();

  api.get("/wishes/:id", async (req, res) => {
    const wish = await publicWish(deps.db, req.params.id);
    if (!wish) return refuse(res, { kind: "unknown-wish" });
    // `own`: this browser shared it. Its page is one page for everyone (kept by shared caches), so
    // the page asks here, and offers no Me too to whoever shared the wish (that would count nothing).
    sendJson(res, 200, { ...wishJson(deps.config, wish), own: wish.visitorId === res.locals.visitorId });
  });

  api.post("/wishes/", async (req, res) => {
    const input = parseBody(shareWishSchema, req.body, res);
    if (!input) return;
    const outcome = await shareWish(deps, callerOf(req, res), input);
    if (outcome.kind !== "shared") return refuse(res, outcome);
    res.locals.log.info({ created: outcome.created }, "wish shared");
    // 201 the first time, 200 after: a search is one wish however often it is shared.
    sendJson(res, outcome.created ? 201 : 200, wishJson(deps.config, outcome.wish));
  });

  api.post("/wishes/:id/join/", async (req, res) => {
    const input = parseBody(joinWishSchema, req.body, res);
    if (!input) return;
    const outcome = await joinWish(deps, callerOf(req, res, input.ref), { wishId: req.params.id, budget: input.budget, classSize: input.class_size });
    if (outcome.kind === "limited" || outcome.kind === "unknown-wish") return refuse(res, outcome);
    const counted = outcome.kind === "joined" && outcome.counted;
    res.locals.log.info({ counted, own: outcome.kind === "own-wish" }, "wish joined");
    sendJson(res, counted ? 201 : 200, {
      counted,
      already_joined: outcome.kind === "joined" && !outcome.counted,
      own_wish: outcome.kind === "own-wish",
      wish: wishJson(deps.config, outcome.wish),
    });
  });

  return api;
}
