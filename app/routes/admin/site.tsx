import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { CsrfField } from "~/components/admin/csrf-field";
import { Field, inputClass } from "~/components/admin/field";
import { Notice } from "~/components/admin/notice";
import { Image } from "~/components/image";
import { Testimonial } from "~/components/testimonial";
import { Button } from "~/components/ui/button";
import { requireAdmin, requireAdminAction } from "~/.server/admin/guard";
import { readSiteContent } from "~/.server/db/site-content";
import { embedSignupCounts, readEmbedOrigins } from "~/.server/db/embed-signups";
import { saveEmbedOrigins } from "~/.server/embed/embed-origins";
import { EmbedSettings } from "~/components/admin/embed-settings";
import { embedConsole } from "~/lib/copy/embed";
import { setLaunchDate, setTrustedHeading } from "~/.server/site/launch-date";
import { addPartnerLogo, movePartnerLogo, removePartnerLogo } from "~/.server/site/partner-logos";
import { removeTestimonial, saveTestimonial, type AvatarChange } from "~/.server/site/testimonial";
import { checkUploadedImage } from "~/.server/site/uploaded-image";
import { adminMeta } from "~/lib/admin/copy";
import { launchDateSchema, partnerNameSchema, testimonialFormSchema, trustedHeadingSchema } from "~/lib/admin/site-form";
import { checkbox, requiredUpload, rowId, text, upload } from "~/lib/forms/fields";
import { parseForm, sectionFor, type FieldErrors, type FormValues, type IntentOf } from "~/lib/forms/parse-form";
import type { AppContext } from "~/.server/context";
import { about } from "~/lib/copy/about";
import { launchSentence } from "~/lib/copy/faq";
import { MAX_PARTNER_LOGOS, SITE_TEXT_LIMITS, SITE_UPLOAD_PATH, UPLOAD_MAX_BYTES, type TestimonialContent } from "~/lib/schemas/site-content";
import type { Route } from "./+types/site";
import { Permitted } from "~/components/admin/use-can";

export const meta = () => adminMeta("Site");

// The operator's content on the visitor pages: the testimonial (/ and /about), the partner logos
// (/about) and the general-availability date (FAQ, the launch list's label). Every form posts here;
// a change commits at once and every instance's cached pages refresh (migration 0010's triggers).

const SAVED = {
  testimonial: "Testimonial saved: it is on the home and About pages now.",
  "testimonial-removed": "Testimonial removed: the home and About pages no longer show one.",
  "logo-added": "Logo added to the About page.",
  "logo-removed": "Logo removed from the About page.",
  "logo-moved": "Logo moved.",
  trusted: "Heading saved: the About page's “Trusted by” block says it now.",
  "trusted-cleared": "Heading cleared: the About page's “Trusted by” block claims no figure.",
  launch: "Launch date saved: the FAQ and the launch list say it now.",
  "launch-cleared": "Launch date cleared: the FAQ says the date will be announced.",
  embed: embedConsole.saved,
  "embed-cleared": embedConsole.cleared,
} as const;
type SavedKey = keyof typeof SAVED;

export async function loader(args: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(args);
  const saved = new URL(args.request.url).searchParams.get("saved");
  const [content, origins, brought] = await Promise.all([readSiteContent(ctx.db), readEmbedOrigins(ctx.db), embedSignupCounts(ctx.db)]);
  return { content, embed: { origins, brought, publicUrl: ctx.config.PUBLIC_URL }, saved: saved && saved in SAVED ? SAVED[saved as SavedKey] : undefined };
}

type Section = "testimonial" | "logos" | "launch" | "trusted" | "embed";
type ActionResult =
  | { kind: "invalid"; section: Section; errors: FieldErrors; values: FormValues }
  | { kind: "preview"; testimonial: TestimonialContent; values: FormValues };

const done = (key: SavedKey) => redirect(`${SITE_UPLOAD_PATH}?saved=${key}`);
const invalid = (section: Section, errors: FieldErrors, values: FormValues, status = 400) => data<ActionResult>({ kind: "invalid", section, errors, values }, { status });
type Handler = (ctx: AppContext, form: FormData) => Promise<Response | ReturnType<typeof invalid>>;

const testimonialSchema = testimonialFormSchema.extend({ removeAvatar: checkbox(), avatar: upload() });
const logoSchema = z.object({ name: text().pipe(partnerNameSchema), logo: requiredUpload("Choose the logo's image file.") });
const logoIdSchema = z.object({ id: rowId("No such logo.") });
const trustedSchema = z.object({ trustedHeading: trustedHeadingSchema });
const launchSchema = z.object({ launchDate: text().pipe(launchDateSchema) });
const embedSchema = z.object({ embedOrigins: text() });

/** Save the testimonial, or (preview) show it as the pages would, with the photo it has now. */
const testimonial =
  (preview: boolean): Handler =>
  async (ctx, form) => {
    const posted = parseForm(form, testimonialSchema);
    if (!posted.ok) return invalid("testimonial", posted.errors, posted.values);
    const { removeAvatar, avatar: photo, ...content } = posted.value;
    if (preview) {
      const current = (await readSiteContent(ctx.db)).testimonial;
      return data<ActionResult>({ kind: "preview", testimonial: { ...content, avatar: removeAvatar ? null : (current?.avatar ?? null) }, values: posted.values });
    }
    let avatar: AvatarChange = removeAvatar ? { kind: "remove" } : { kind: "keep" };
    if (photo) {
      const checked = await checkUploadedImage(photo, "avatar");
      if (!checked.ok) return invalid("testimonial", { avatar: checked.error }, posted.values);
      avatar = { kind: "replace", image: checked.image };
    }
    await saveTestimonial(ctx, content, avatar);
    ctx.log.info({ avatar: avatar.kind }, "testimonial saved from the console");
    return done("testimonial");
  };

const addLogo: Handler = async (ctx, form) => {
  const posted = parseForm(form, logoSchema);
  if (!posted.ok) return invalid("logos", posted.errors, posted.values);
  const checked = await checkUploadedImage(posted.value.logo, "logo");
  if (!checked.ok) return invalid("logos", { logo: checked.error }, posted.values);
  const added = await addPartnerLogo(ctx, posted.value.name, checked.image);
  if (added.kind === "full") return invalid("logos", { logo: `The About page shows at most ${MAX_PARTNER_LOGOS} logos: remove one first.` }, posted.values, 409);
  return done("logo-added");
};

/** Remove or move a logo. Removed twice (two tabs) or moved past an end changes nothing, and nothing is wrong: the page shows the order as it is. */
const changeLogo =
  (change: "remove" | "up" | "down"): Handler =>
  async (ctx, form) => {
    const posted = parseForm(form, logoIdSchema);
    if (!posted.ok) throw data("No such logo.", { status: 404, statusText: "Not Found" });
    if (change === "remove") await removePartnerLogo(ctx, posted.value.id);
    else await movePartnerLogo(ctx, posted.value.id, change);
    return done(change === "remove" ? "logo-removed" : "logo-moved");
  };

const trusted: Handler = async (ctx, form) => {
  const posted = parseForm(form, trustedSchema);
  if (!posted.ok) return invalid("trusted", posted.errors, posted.values);
  await setTrustedHeading(ctx, posted.value.trustedHeading);
  return done(posted.value.trustedHeading === null ? "trusted-cleared" : "trusted");
};

const launch: Handler = async (ctx, form) => {
  const posted = parseForm(form, launchSchema);
  if (!posted.ok) return invalid("launch", posted.errors, posted.values);
  await setLaunchDate(ctx, posted.value.launchDate);
  return done("launch");
};

const embedOrigins: Handler = async (ctx, form) => {
  const posted = parseForm(form, embedSchema);
  const outcome = await saveEmbedOrigins(ctx, posted.ok ? posted.value.embedOrigins : "");
  if (outcome.kind === "invalid") return invalid("embed", { embedOrigins: outcome.error }, posted.values);
  ctx.log.info({ origins: outcome.origins.length }, "embed origins saved from the console");
  return done(outcome.origins.length > 0 ? "embed" : "embed-cleared");
};

/** One handler per form of the page, by the intent it posts (the role table's list of them). */
const sections = {
  testimonial: testimonial(false),
  "testimonial-preview": testimonial(true),
  "testimonial-remove": async (ctx) => {
    await removeTestimonial(ctx);
    return done("testimonial-removed");
  },
  "logo-add": addLogo,
  "logo-remove": changeLogo("remove"),
  "logo-up": changeLogo("up"),
  "logo-down": changeLogo("down"),
  trusted,
  launch,
  "launch-clear": async (ctx) => {
    await setLaunchDate(ctx, null);
    return done("launch-cleared");
  },
  "embed-origins": embedOrigins,
} satisfies Record<IntentOf<"site">, Handler>;

export async function action(args: Route.ActionArgs) {
  const { ctx, form } = await requireAdminAction(args);
  return sectionFor<Handler>(sections, form)(ctx, form);
}

const sectionClass = "flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6";
const textareaClass = "rounded-lg border border-slate-400 p-3 focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-red-700";
const fileClass = "rounded-lg border border-slate-400 bg-white p-2 text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5";
const maxMb = `${UPLOAD_MAX_BYTES / 1024 / 1024} MB`;

export default function AdminSite() {
  const { content, embed, saved } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorsOf = (section: Section): FieldErrors => (result?.kind === "invalid" && result.section === section ? result.errors : {});
  const valuesOf = (section: Section): Record<string, string> | undefined =>
    result && (result.kind === "preview" ? section === "testimonial" : result.section === section) ? result.values : undefined;
  const t = content.testimonial;
  const tErrors = errorsOf("testimonial");
  const tValues = valuesOf("testimonial") ?? { quote: t?.quote ?? "", author: t?.author ?? "", title: t?.title ?? "", company: t?.company ?? "" };
  const lErrors = errorsOf("logos");
  const dErrors = errorsOf("launch");

  return (
    <>
      <h1 className="text-2xl font-bold">Site</h1>
      <p className="text-slate-700">
        What visitors see of your own content. A change is live at once on every page that shows it. An empty testimonial or no logos hide
        their blocks; nothing stands in for them.
      </p>
      {saved && <Notice>{saved}</Notice>}

      <section aria-labelledby="testimonial-section" className={sectionClass}>
        <h2 id="testimonial-section" className="text-xl font-semibold">
          Testimonial
        </h2>
        <p className="text-slate-700">Shown on the home page and in the About page's “Trusted by” block. Use a real person's words, with their consent.</p>
        <Permitted intent="testimonial">
          <Form method="post" encType="multipart/form-data" className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <CsrfField />
            <div className="md:col-span-2">
              <Field id="quote" label={`Quote (at most ${SITE_TEXT_LIMITS.quote} characters)`} error={tErrors.quote}>
                <textarea id="quote" name="quote" rows={3} maxLength={SITE_TEXT_LIMITS.quote + 10} defaultValue={tValues.quote} className={textareaClass} />
              </Field>
            </div>
            <Field id="author" label="Author" error={tErrors.author}>
              <input id="author" name="author" defaultValue={tValues.author} className={inputClass} autoComplete="off" />
            </Field>
            <Field id="title" label="Job title (optional)" error={tErrors.title}>
              <input id="title" name="title" defaultValue={tValues.title} className={inputClass} autoComplete="off" />
            </Field>
            <Field id="company" label="Company (optional)" error={tErrors.company}>
              <input id="company" name="company" defaultValue={tValues.company} className={inputClass} autoComplete="off" />
            </Field>
            <Field id="avatar" label={`Photo (optional; PNG, JPEG or WebP, square, at least 96 × 96, at most ${maxMb})`} error={tErrors.avatar}>
              <input id="avatar" name="avatar" type="file" accept="image/png,image/jpeg,image/webp" className={fileClass} />
            </Field>
            {t?.avatar && (
              <label className="flex items-center gap-2 md:col-span-2">
                <input type="checkbox" name="removeAvatar" value="1" defaultChecked={Boolean(tValues.removeAvatar)} className="h-5 w-5" />
                Remove the current photo
              </label>
            )}
            <div className="flex flex-wrap gap-3 md:col-span-2">
              <Button type="submit" name="intent" value="testimonial">
                Save testimonial
              </Button>
              <Button type="submit" name="intent" value="testimonial-preview" variant="secondary">
                Preview
              </Button>
              {t && (
                <Button type="submit" name="intent" value="testimonial-remove" variant="ghost">
                  Remove testimonial
                </Button>
              )}
            </div>
          </Form>
        </Permitted>
        {result?.kind === "preview" ? (
          <Preview label="Preview (not saved yet; a new photo shows once saved)" testId="testimonial-preview">
            <Testimonial data={result.testimonial} />
          </Preview>
        ) : t ? (
          <Preview label="On the home page now" testId="testimonial-live">
            <Testimonial data={t} />
          </Preview>
        ) : (
          <p className="text-slate-700">No testimonial yet: the pages show none.</p>
        )}
      </section>

      <section aria-labelledby="logos-section" className={sectionClass}>
        <h2 id="logos-section" className="text-xl font-semibold">
          Partner logos
        </h2>
        <p className="text-slate-700">
          The About page's “Trusted by” block, in this order (at most {MAX_PARTNER_LOGOS}). The partner's name is the logo's text for screen readers.
        </p>
        {/* The block's heading is a claim only the operator can make: the page shows a figure only once it is entered here. */}
        <Permitted intent="trusted">
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <CsrfField />
            <Field id="trusted-heading" label="Heading of the block" error={errorsOf("trusted").trustedHeading}>
              <input
                id="trusted-heading"
                name="trustedHeading"
                maxLength={SITE_TEXT_LIMITS.trusted}
                defaultValue={valuesOf("trusted")?.trustedHeading ?? content.trustedHeading ?? ""}
                placeholder={about.trusted.suggested}
                className={`${inputClass} w-full min-w-0 sm:w-[36rem]`}
                aria-describedby="trusted-heading-hint"
              />
            </Field>
            <Button type="submit" name="intent" value="trusted">
              Save heading
            </Button>
          </Form>
        </Permitted>
        <p id="trusted-heading-hint" className="text-sm text-slate-700" data-testid="trusted-preview">
          Suggested: “{about.trusted.suggested}” — enter it only if it is true. Left empty, the About page says “{about.trusted.heading}”. It says now: “
          {content.trustedHeading ?? about.trusted.heading}”.
        </p>
        {content.logos.length === 0 ? (
          <p className="text-slate-700">No logos yet: the About page shows none.</p>
        ) : (
          <ol className="flex flex-col divide-y divide-slate-200 border-y border-slate-200" aria-label="Logos on the About page">
            {content.logos.map((logo, i) => (
              <li key={logo.id} className="flex flex-wrap items-center gap-4 py-3">
                <span className="flex h-16 w-40 items-center justify-center rounded-lg bg-slate-50">
                  <Image image={logo} alt={logo.label} sizes="160px" className="max-h-16 w-auto max-w-full object-contain" />
                </span>
                <span className="min-w-0 flex-1 font-medium">{logo.label}</span>
                <Permitted intent="logo-up">
                  <Form method="post" className="flex flex-wrap gap-2">
                    <CsrfField />
                    <input type="hidden" name="id" value={logo.id} />
                    <Button type="submit" size="sm" variant="secondary" name="intent" value="logo-up" disabled={i === 0} aria-label={`Move ${logo.label} earlier`}>
                      Earlier
                    </Button>
                    <Button type="submit" size="sm" variant="secondary" name="intent" value="logo-down" disabled={i === content.logos.length - 1} aria-label={`Move ${logo.label} later`}>
                      Later
                    </Button>
                    <Button type="submit" size="sm" variant="ghost" name="intent" value="logo-remove" aria-label={`Remove ${logo.label}`}>
                      Remove
                    </Button>
                  </Form>
                </Permitted>
              </li>
            ))}
          </ol>
        )}
        {/* Keyed by the logos shown: once one is added the form starts empty again (the browser kept
            the last name and file otherwise); a refused upload keeps what was typed. */}
        <Permitted intent="logo-add">
          <Form key={content.logos.map((l) => l.id).join(",")} method="post" encType="multipart/form-data" className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <CsrfField />
            <Field id="partner-name" label="Partner name" error={lErrors.name}>
              <input id="partner-name" name="name" defaultValue={valuesOf("logos")?.name ?? ""} className={inputClass} autoComplete="off" />
            </Field>
            <Field id="logo" label={`Logo (PNG, JPEG or WebP; transparent PNG or WebP looks best; at most ${maxMb})`} error={lErrors.logo}>
              <input id="logo" name="logo" type="file" accept="image/png,image/jpeg,image/webp" className={fileClass} />
            </Field>
            <div className="md:col-span-2">
              <Button type="submit" name="intent" value="logo-add" disabled={content.logos.length >= MAX_PARTNER_LOGOS}>
                Add logo
              </Button>
            </div>
          </Form>
        </Permitted>
      </section>

      <section aria-labelledby="launch-section" className={sectionClass}>
        <h2 id="launch-section" className="text-xl font-semibold">
          General availability
        </h2>
        <p className="text-slate-700">The FAQ says when Classwish launches, and so does the launch list in confirmation e-mails.</p>
        <Permitted intent="launch">
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <CsrfField />
            <Field id="launch-date" label="Launch date" error={dErrors.launchDate}>
              <input
                id="launch-date"
                name="launchDate"
                type="date"
                min="2020-01-01"
                max="2100-12-31"
                defaultValue={valuesOf("launch")?.launchDate ?? content.launchDate ?? ""}
                className={inputClass}
               
              />
            </Field>
            <Button type="submit" name="intent" value="launch">
              Save date
            </Button>
            {content.launchDate && (
              <Button type="submit" name="intent" value="launch-clear" variant="ghost">
                Clear date
              </Button>
            )}
          </Form>
        </Permitted>
        <p className="text-slate-700" data-testid="launch-preview">
          The FAQ says: “{launchSentence(content.launchDate)}”
        </p>
      </section>

      <EmbedSettings view={embed} error={errorsOf("embed").embedOrigins} typed={valuesOf("embed")?.embedOrigins} sectionClass={sectionClass} textareaClass={textareaClass} />
    </>
  );
}

function Preview({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <div data-testid={testId} className="overflow-hidden rounded-xl border border-dashed border-slate-300">
      <p className="bg-slate-50 px-4 py-2 text-sm font-medium text-slate-700">{label}</p>
      {children}
    </div>
  );
}
