import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Frame, Page } from "@playwright/test";
import { axeViolations, expect, gotoHydrated, test } from "./fixtures.ts";
import { logIn } from "./console-helpers.ts";
import { mailTo } from "./mail-listener.ts";

// The embeddable form as another site shows it: a partner page served from a second loopback
// origin (http://localhost:<port>, listed on the console's Site page) inserts the frame with the
// one-line snippet and its visitor signs up inside it; a third origin, not listed, is refused by
// the browser. The site itself is http://127.0.0.1:<port>: another site, so the frame is a
// third-party one. One journey (the allowed sites are the server's one setting): desktop only.

/** A partner site: one page whose body is `body`, on a port of its own (localhost). */
async function partnerSite(title: string, body: string): Promise<{ origin: string; server: Server }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
  const server = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

async function setAllowedSites(page: Page, typed: string) {
  // Hydrated first: text typed while React hydrates the page may be lost ("ttp://…" on a slow machine).
  await gotoHydrated(page, "/admin/site");
  await page.getByLabel("Sites allowed to embed the form").fill(typed);
  await page.getByRole("button", { name: "Save sites" }).click();
  await expect(page.getByRole("status")).toHaveText(typed ? /Sites saved/ : /No site may embed/);
}

/** The frame the snippet inserted, once it is there. */
async function embedFrame(page: Page): Promise<Frame> {
  const element = await page.waitForSelector("iframe");
  return (await element.contentFrame())!;
}

test("a listed site embeds the sign-up form with the snippet and a visitor signs up in it; an unlisted site is refused", async ({ page, browser, baseURL }, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "one journey against the server's one setting");
  test.slow();
  const snippet = `<p>Our newsletter:</p><script async src="${baseURL}/embed.js" data-classwish="subscribe" data-list="newsletter"></script>`;
  const allowed = await partnerSite("Partner blog", snippet);
  const refused = await partnerSite("Someone else", snippet);
  try {
    await logIn(page);
    await setAllowedSites(page, allowed.origin);
    // The console shows the line to paste.
    await expect(page.getByTestId("embed-snippets")).toContainText(`<script async src="${baseURL}/embed.js" data-classwish="subscribe" data-list="newsletter"></script>`);

    const visitor = await browser.newPage();
    await visitor.goto(allowed.origin);
    const frame = await embedFrame(visitor);
    await expect(frame.getByRole("heading", { name: "Hear from Classwish" })).toBeVisible();
    expect(new URL(frame.url()).searchParams.get("origin")).toBe(allowed.origin);
    // The frame grows to the form: the page inside told its height (embed.js took it from that origin only).
    await frame.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const formHeight = await frame.evaluate(() => Math.ceil(document.getElementById("main")!.getBoundingClientRect().height));
    await expect.poll(() => visitor.locator("iframe").evaluate((f: HTMLIFrameElement) => f.getBoundingClientRect().height)).toBe(formHeight);
    expect(await axeViolations(visitor)).toEqual([]);

    const address = `embed-${randomUUID().slice(0, 8)}@example.com`;
    await frame.getByLabel("Your e-mail address").fill(address);
    await frame.getByRole("button", { name: "Notify me" }).click();
    await expect(frame.getByTestId("embed-result")).toContainText("to confirm");
    // The same double opt-in as every form: a confirmation message to the address.
    await expect.poll(() => mailTo(address).length, { timeout: 20_000 }).toBe(1);
    expect(mailTo(address)[0]!.text).toMatch(/\/confirm\?token=/);
    // Nothing of this site was stored in the partner's page: the form needs no cookie.
    expect(await visitor.context().cookies(baseURL)).toEqual([]);
    expect(await axeViolations(visitor)).toEqual([]);

    // The analytics count the visit and the address under the partner site (its host, medium "embed").
    const partnerHost = new URL(allowed.origin).host;
    const row = page.getByTestId(`funnel-${partnerHost}-(none)`);
    await page.goto("/admin");
    // Counts are written in batches every two seconds: reload until this visit's are in.
    await expect(async () => {
      await page.reload();
      await expect(row.getByRole("cell").nth(1)).toHaveText("embed", { timeout: 1_000 });
      await expect(row.getByRole("cell").nth(3)).toHaveText("1", { timeout: 1_000 });
      await expect(row.getByRole("cell").nth(5)).toHaveText("1", { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });

    // A site not listed: the browser refuses to show the form in its frame.
    const stranger = await browser.newPage();
    const blocked = stranger.waitForEvent("console", (m) => /frame-ancestors/.test(m.text()));
    await stranger.goto(refused.origin);
    const strangerFrame = await embedFrame(stranger);
    await blocked;
    await expect(strangerFrame.getByRole("heading", { name: "Hear from Classwish" })).toHaveCount(0);
    expect(strangerFrame.url()).not.toContain("/embed/subscribe");

    // Without JavaScript (neither the partner's script nor ours runs), a plain iframe still works:
    // the browser's Referer names the partner, and the form is a plain post.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plainPage = await noScript.newPage();
    const plainSite = await partnerSite("Partner blog", `<iframe title="Classwish: wish for a class" src="${baseURL}/embed/wish" style="width:100%;height:560px;border:0"></iframe>`);
    try {
      await setAllowedSites(page, `${allowed.origin}\n${plainSite.origin}`);
      await plainPage.goto(plainSite.origin);
      const wishFrame = await embedFrame(plainPage);
      await wishFrame.getByLabel("What do you want to learn?").fill("Bookbinding for beginners");
      await wishFrame.getByRole("button", { name: "Send my wish" }).click();
      await expect(wishFrame.getByTestId("embed-result")).toHaveText("Your wish “Bookbinding for beginners” is noted.");
    } finally {
      await noScript.close();
      plainSite.server.close();
    }
  } finally {
    // Other specs share the server: no site may embed the form after this one.
    await setAllowedSites(page, "");
    allowed.server.close();
    refused.server.close();
  }
});
