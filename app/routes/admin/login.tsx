import { data, Form, redirect, useActionData } from "react-router";
import { Notice } from "~/components/admin/notice";
import { Button } from "~/components/ui/button";
import { activeSession, requireEnabled, sameOrigin } from "~/.server/admin/guard";
import { readForm } from "~/.server/form";
import { loginLock } from "~/.server/admin/lockouts";
import { newSession, passwordMatches, sessionCookie } from "~/.server/admin/session";
import { adminMeta, loginCopy as copy } from "~/lib/admin/copy";
import type { Route } from "./+types/login";

export const meta = () => adminMeta("Log in");

// An action's headers (Retry-After on a lockout) reach the page's response only through this.
export const headers = ({ actionHeaders }: Route.HeadersArgs) => actionHeaders;

export async function loader(args: Route.LoaderArgs) {
  const ctx = requireEnabled(args);
  if (await activeSession(ctx, args.request)) throw redirect("/admin");
  return null;
}

export async function action(args: Route.ActionArgs) {
  const ctx = requireEnabled(args);
  const { config, db, ip, log } = ctx;
  if (!sameOrigin(args.request, ctx)) return data({ error: copy.origin }, { status: 403 });
  const attempt = await loginLock.attempt(db, ip);
  const locked = attempt.lockedFor;
  if (locked > 0) {
    log.warn({ ip }, "admin login refused: locked out");
    return data({ error: copy.locked(Math.ceil(locked / 60)) }, { status: 429, headers: { "Retry-After": String(locked) } });
  }
  const password = (await readForm(args.request)).get("password");
  if (typeof password !== "string" || !passwordMatches(config, password)) {
    log.warn({ ip }, "admin login failed");
    return data({ error: copy.wrong }, { status: 401 });
  }
  await attempt.succeeded();
  log.info({ ip }, "admin logged in");
  return redirect("/admin", { headers: { "Set-Cookie": sessionCookie(config, args.request, newSession()) } });
}

export default function AdminLogin() {
  const result = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto w-full max-w-sm flex-1 px-4 py-16">
      <h1 className="text-2xl font-bold">{copy.title}</h1>
      <p className="mt-2 text-slate-700">{copy.intro}</p>
      <Form method="post" className="mt-6 flex flex-col gap-4">
        {result?.error && <Notice tone="error">{result.error}</Notice>}
        <div className="flex flex-col gap-1">
          <label htmlFor="password" className="font-medium">
            {copy.password}
          </label>
          <input
            id="password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            className="h-11 rounded-lg border border-slate-400 px-3 focus-visible:outline-2 focus-visible:outline-brand-700"
          />
        </div>
        <Button type="submit">{copy.submit}</Button>
      </Form>
    </main>
  );
}
