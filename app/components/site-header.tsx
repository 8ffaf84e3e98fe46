import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from "react";
import type { CatalogRanges } from "~/lib/schemas/course";
import { Link, NavLink, useLocation } from "react-router";
import type { InfoDialog as InfoDialogComponent, InfoTopic } from "~/components/info-dialog";
import { cx } from "~/lib/client/cx";
import { headerNav } from "~/lib/copy/navigation";
import { toast } from "~/lib/client/toast";

// The header is on every page, so it stays small: the Privacy/FAQ dialog (and its dialog library)
// is fetched only when a visitor points at, focuses or presses one of those buttons.
let dialogModule: Promise<typeof import("~/components/info-dialog")> | undefined;
export function loadInfoDialog() {
  dialogModule ??= import("~/components/info-dialog").catch((err: unknown) => {
    dialogModule = undefined; // a failed fetch (offline) is retried on the next press
    throw err;
  });
  return dialogModule;
}
const preload = () => void loadInfoDialog().catch(() => {});

const MENU_ID = "site-menu";

const noSubscription = () => () => {};
/** False in the server's HTML and during hydration, true once React runs the page in the browser. */
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);
const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

type EntriesProps = {
  supportEmail?: string;
  onInfo: (topic: InfoTopic, event: MouseEvent<HTMLElement>) => void;
  layout: "bar" | "menu";
};

/** About, Privacy, FAQ and Contact Us: the same entries in the bar (≥ 768 px) and in the menu. */
function Entries({ supportEmail, onInfo, layout }: EntriesProps) {
  const hydrated = useHydrated();
  const item = cx(
    "inline-flex items-center rounded-md font-medium text-slate-800 hover:bg-slate-100 hover:text-brand-800",
    focusRing,
    layout === "bar" ? "h-10 px-3" : "min-h-12 w-full px-3 text-lg",
  );
  // Before (or without) script: links to the /privacy and /faq pages. Once hydrated: the
  // specification's buttons, opening the same questions as a dialog.
  const infoEntry = (topic: InfoTopic, label: string) =>
    hydrated ? (
      <button
        type="button"
        aria-haspopup="dialog"
        className={cx(item, "cursor-pointer")}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(e) => onInfo(topic, e)}
      >
        {label}
      </button>
    ) : (
      <a href={`/${topic}`} className={item}>
        {label}
      </a>
    );
  return (
    <ul className={layout === "bar" ? "hidden items-center gap-1 md:flex" : "flex flex-col gap-1 py-2"}>
      <li>
        <NavLink to="/about" className={({ isActive }) => cx(item, isActive && "text-brand-800 underline underline-offset-4")}>
          {headerNav.about}
        </NavLink>
      </li>
      <li>{infoEntry("privacy", headerNav.privacy)}</li>
      <li>{infoEntry("faq", headerNav.faq)}</li>
      {supportEmail && (
        <li>
          <a
            href={`mailto:${supportEmail}`}
            className={cx(item, layout === "bar" && "ml-2 border border-brand-700 text-brand-800 hover:bg-brand-50")}
          >
            {headerNav.contact}
          </a>
        </li>
      )}
    </ul>
  );
}

/**
 * The site header: brand, About, Privacy, FAQ, Contact Us; below 768 px the entries fold into a
 * menu. Everything works without script: the menu is a <details>, Privacy and FAQ are links to
 * their pages (once hydrated, buttons opening them as a dialog).
 */
export function SiteHeader({ supportEmail, launchDate = null, catalog = null }: { supportEmail?: string; launchDate?: string | null; catalog?: CatalogRanges | null }) {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: following a link closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const [topic, setTopic] = useState<InfoTopic | null>(null);
  const [InfoDialog, setInfoDialog] = useState<typeof InfoDialogComponent | null>(null);
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLElement>(null);

  // While the menu is open: Escape closes it and puts focus back on its button; a press outside closes it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpenOn(null);
      menuButton.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!header.current?.contains(e.target as Node)) setMenuOpenOn(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [menuOpen]);

  function openInfo(next: InfoTopic, event: MouseEvent<HTMLElement>) {
    // The dialog returns focus to whatever had it when it opened: the pressed button in the bar
    // (Safari does not focus buttons on click, hence focus()), the menu button when chosen from the
    // menu, which closes now and takes its entries away.
    if (menuOpen) {
      menuButton.current?.focus();
      setMenuOpen(false);
    } else {
      event.currentTarget.focus();
    }
    setTopic(next);
    loadInfoDialog().then(
      (m) => setInfoDialog(() => m.InfoDialog),
      () => {
        setTopic(null);
        toast.error(headerNav.dialogFailed, { description: headerNav.dialogFailedHint });
      },
    );
  }

  return (
    <header ref={header} className="relative z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className={cx("flex items-center gap-2 rounded-md text-lg font-bold text-slate-900", focusRing)}>
          <svg aria-hidden="true" viewBox="0 0 64 64" className="h-8 w-8">
            <rect width="64" height="64" rx="14" fill="#4338ca" />
            <path d="M41.2 22.8A13 13 0 1 0 41.2 41.2" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
            <circle cx="47" cy="32" r="4.5" fill="#facc15" />
          </svg>
          {headerNav.brand}
        </Link>
        <nav aria-label="Main">
          <Entries layout="bar" supportEmail={supportEmail} onInfo={openInfo} />
          {/* A <details> disclosure, so the menu opens without script too; script adds Escape,
              closing on a press outside, and closing after a choice. */}
          <details open={menuOpen} className="group md:hidden">
            <summary
              ref={menuButton}
              aria-controls={MENU_ID}
              // With script the state decides (at once: the native toggle event comes a task later).
              onClick={(e) => {
                e.preventDefault();
                setMenuOpen(!menuOpen);
              }}
              className={cx(
                "inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-800 hover:bg-slate-100",
                "[&::-webkit-details-marker]:hidden",
                focusRing,
              )}
            >
              <span className="sr-only">{headerNav.menu}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
                <path className="hidden group-open:block" d="M6 6l12 12M18 6L6 18" />
              </svg>
            </summary>
            <div id={MENU_ID} className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 shadow-lg">
              <Entries layout="menu" supportEmail={supportEmail} onInfo={openInfo} />
            </div>
          </details>
        </nav>
      </div>
      {topic && InfoDialog && <InfoDialog topic={topic} supportEmail={supportEmail} launchDate={launchDate} catalog={catalog} onClose={() => setTopic(null)} />}
    </header>
  );
}
