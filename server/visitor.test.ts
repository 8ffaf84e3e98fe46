import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { createSigner } from "../app/.server/signing.ts";
import { readVisitorCookie, VISITOR_COOKIE, visitorMiddleware } from "./visitor";

const OLD = "o".repeat(40);
const NEW = "n".repeat(40);

/** Runs the middleware on a request carrying `cookie`; returns the visitor id and any cookie set. */
function visit(secrets: string[], cookie?: string, method = "POST", path = "/") {
  const set: Record<string, string> = {};
  const res = { locals: {} as Record<string, unknown>, cookie: (name: string, value: string) => void (set[name] = value) };
  const req = { method, path, headers: { cookie: cookie && `${VISITOR_COOKIE}=${cookie}` }, secure: false };
  visitorMiddleware(secrets)(req as Request, res as unknown as Response, () => {});
  return { id: res.locals.visitorId as string, cookie: set[VISITOR_COOKIE] };
}

describe("visitor cookie", () => {
  it("refuses unsigned, forged or malformed ids", () => {
    const signer = createSigner([NEW], "visitor-cookie");
    const id = "8c1f2b0e-3f4a-4b5c-9d6e-7f8091a2b3c4";
    expect(readVisitorCookie(signer.sign(id), signer)).toBe(id);
    expect(readVisitorCookie(id, signer)).toBeUndefined();
    expect(readVisitorCookie(`${id}.forged`, signer)).toBeUndefined();
    expect(readVisitorCookie(signer.sign("not-a-uuid"), signer)).toBeUndefined();
    expect(readVisitorCookie(createSigner([NEW], "another-purpose").sign(id), signer)).toBeUndefined();
    expect(readVisitorCookie("../../etc.passwd", signer)).toBeUndefined();
    expect(readVisitorCookie(undefined, signer)).toBeUndefined();
  });

  it("gives a new visitor a signed id once and keeps it on later visits", () => {
    const first = visit([NEW]);
    expect(first.cookie).toMatch(new RegExp(`^${first.id}\\.`));
    expect(visit([NEW], first.cookie)).toEqual({ id: first.id, cookie: undefined });
    expect(visit([NEW], `${first.id}.forged`).id).not.toBe(first.id);
  });

  it("sets no cookie on a read: the page stays the same for everyone until the visitor writes", () => {
    const read = visit([NEW], undefined, "GET");
    expect(read.cookie).toBeUndefined();
    expect(read.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(visit([NEW], undefined, "HEAD").cookie).toBeUndefined();
    // The API is not shared: the page's script gets its id there before its first write.
    expect(visit([NEW], undefined, "GET", "/api/user/").cookie).toBeDefined();
    // A reader who already has an id keeps it.
    const first = visit([NEW]);
    expect(visit([NEW], first.cookie, "GET")).toEqual({ id: first.id, cookie: undefined });
  });

  it("keeps a visitor whose cookie was signed with a secret since rotated out, while it is listed", () => {
    const before = visit([OLD]);
    expect(visit([NEW, OLD], before.cookie)).toEqual({ id: before.id, cookie: undefined });
    expect(visit([NEW], before.cookie).id).not.toBe(before.id);
  });
});
