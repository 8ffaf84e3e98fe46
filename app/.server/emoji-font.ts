import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

// Share cards are SVG drawn by librsvg and Pango, which find fonts through fontconfig. A server
// seldom has a font with emoji in it, so a wish like "Rocket science 🚀" came out with an empty box
// where the rocket was. The Noto Emoji font ships with the project (an npm package, pinned), and
// fontconfig is told about it here: its configuration is the system's (or the one the operator
// set in FONTCONFIG_FILE) plus that font's folder. It must run before the first card is drawn
// (fontconfig reads its configuration once); share-card.ts runs it when it is loaded.

const FONT_PACKAGE = "@expo-google-fonts/noto-emoji";
/** The family the cards name after their text font: the glyphs it lacks come from here. */
export const EMOJI_FONT_FAMILY = "Noto Emoji";

let configured = false;

const escape = (s: string) => s.replace(/[<>&]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c]!);

export function configureEmojiFont(): void {
  if (configured) return;
  configured = true;
  let fontDir: string;
  try {
    fontDir = path.dirname(createRequire(import.meta.url).resolve(`${FONT_PACKAGE}/package.json`));
  } catch {
    // Not installed (a trimmed deployment): the cards still render, with boxes for emoji.
    return;
  }
  const dir = path.join(tmpdir(), `classwish-fonts-${process.getuid?.() ?? "user"}`);
  mkdirSync(dir, { recursive: true });
  const base = process.env.FONTCONFIG_FILE ?? "/etc/fonts/fonts.conf";
  const file = path.join(dir, "fonts.conf");
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">${escape(base)}</include>
  <dir>${escape(fontDir)}</dir>
  <cachedir>${escape(dir)}</cachedir>
</fontconfig>
`,
  );
  process.env.FONTCONFIG_FILE = file;
}
