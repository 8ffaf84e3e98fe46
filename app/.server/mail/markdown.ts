import MarkdownIt from "markdown-it";

// Newsletters are written in Markdown by the team. Raw HTML is not allowed (html: false escapes
// it) and markdown-it refuses javascript:, vbscript:, file: and data: links, so nothing a
// newsletter contains can run in a reader's mail client.
const md = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

export const renderMarkdown = (source: string): string => md.render(source);

/** Plain-text part of a newsletter: the Markdown source is already readable as text. */
export const markdownToText = (source: string): string => source.replace(/\r\n/g, "\n").trim();
