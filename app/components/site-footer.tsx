import { Link } from "react-router";
import { SubscribeForm } from "~/components/subscribe-form";
import { footerColumns, footerCopy, legalLinks, socialLinks, type FooterLink } from "~/lib/copy/footer";

const linkClass =
  "rounded-sm text-slate-300 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

// Simple outline glyphs (a few bytes each), not the brands' full logos.
const socialPaths = {
  linkedin: "M4 4h16v16H4zM8 11v5M8 8v.01M12 16v-3a2 2 0 0 1 4 0v3M12 11v5",
  github: "M9 8l-4 4 4 4M15 8l4 4-4 4M13 6l-2 12",
  youtube: "M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9v6l5-3z",
} as const;

function SocialIcon({ name }: { name: keyof typeof socialPaths }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={socialPaths[name]} />
    </svg>
  );
}

function FooterAnchor({ link, supportEmail }: { link: FooterLink; supportEmail: string }) {
  if ("mail" in link) {
    return (
      <a href={`mailto:${supportEmail}`} className={linkClass}>
        {link.label}
      </a>
    );
  }
  // Site pages go through the router (no full reload); in-page targets like "/#courses" too.
  return (
    <Link to={link.href} className={linkClass}>
      {link.label}
    </Link>
  );
}

/** The site footer on every page: link columns, the monthly newsletter form, social links, credits. */
export function SiteFooter({ supportEmail }: { supportEmail: string }) {
  return (
    <footer id="site-footer" className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto grid w-full max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 md:grid-cols-[1.3fr_repeat(3,1fr)] md:py-16">
        <div className="col-span-2 flex flex-col gap-4 md:col-span-1">
          <p className="text-lg font-bold text-white">{footerCopy.brand}</p>
          <p className="text-sm">{footerCopy.tagline}</p>
          <div>
            <h2 className="text-sm font-semibold text-white">{footerCopy.subscribeHeading}</h2>
            <p className="mt-1 mb-3 text-sm">{footerCopy.subscribeText}</p>
            <SubscribeForm variant="footer" className="max-w-sm" />
          </div>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-labelledby={`footer-${column.heading.toLowerCase()}`}>
            <h2 id={`footer-${column.heading.toLowerCase()}`} className="text-sm font-semibold text-white">
              {column.heading}
            </h2>
            <ul className="mt-4 flex flex-col gap-3 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <FooterAnchor link={link} supportEmail={supportEmail} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-1">
            <p>
              <span className="hidden md:inline">{footerCopy.copyright} </span>
              {footerCopy.rights}
            </p>
            <p className="text-slate-400">
              {footerCopy.credits.map((credit, i) => (
                <span key={credit.name}>
                  {i > 0 && " · "}
                  {credit.prefix}{" "}
                  {/* Underlined: inside a sentence, colour alone would not mark it as a link. */}
                  <a href={credit.href} className={`${linkClass} underline`}>
                    {credit.name}
                  </a>
                </span>
              ))}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <ul className="flex gap-4">
              {legalLinks.map((link) => (
                <li key={link.label}>
                  <FooterAnchor link={link} supportEmail={supportEmail} />
                </li>
              ))}
            </ul>
            <ul className="flex gap-2" aria-label={footerCopy.socialLabel}>
              {socialLinks.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.href}
                    aria-label={s.name}
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
                  >
                    <SocialIcon name={s.icon} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}
