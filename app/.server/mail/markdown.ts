import MarkdownIt from "markdown-it";
import { MAIL_BRAND_COLOR } from "../../lib/schemas/mail-constants.ts";

// Newsletters are written in Markdown by the team. Raw HTML is not allowed (html: false escapes
// it) and markdown-it refuses javascript:, vbscript:, file: and data: links, so nothing a
// newsletter contains can run in a reader's mail client.
const md = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

// Links in the site's palette, not a mail client's default blue (a style attribute: mail clients
// ignore stylesheets).
const openLink = md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
md.renderer.rules.link_open = (tokens, i, options, env, self) => {
  tokens[i]!.attrSet("style", `color:${MAIL_BRAND_COLOR};text-decoration:underline`);
  return openLink(tokens, i, options, env, self);
};

export const renderMarkdown = (source: string): string => md.render(source);

/** Plain-text part of a newsletter: the Markdown source is already readable as text. */
export const markdownToText = (source: string): string => source.replace(/\r\n/g, "\n").trim();
