/**
 * Build-time syntax highlighting with highlight.js, for MDX code fences and the API
 * reference alike: HTML with `hljs-*` classes (coloured by the theme tokens), optionally
 * cut into one `span.line` per line so single lines can be marked. Pure; no Gatsby.
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import go from 'highlight.js/lib/languages/go';
import http from 'highlight.js/lib/languages/http';
import ini from 'highlight.js/lib/languages/ini';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import nginx from 'highlight.js/lib/languages/nginx';
import powershell from 'highlight.js/lib/languages/powershell';
import properties from 'highlight.js/lib/languages/properties';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { escapeText } from 'entities';
import { DomUtils, parseDocument } from 'htmlparser2';
import { isTag, type ChildNode } from 'domhandler';
import type { LanguageFn, Mode } from 'highlight.js';

/**
 * highlight.js 11's ini grammar, with its literals matched as whole words only: its
 * `/\bon|off|true|false|yes|no\b/` has no group, so `\bon` coloured the "on" of
 * `network-online.target` (and `off`, `no`, `yes` inside any word).
 */
const iniWholeWords: LanguageFn = api => {
  const language = ini(api);
  const fix = (mode: Mode | string, seen: Set<Mode>): void => {
    if (typeof mode === 'string' || seen.has(mode)) return;
    seen.add(mode);
    if (mode.className === 'literal') mode.begin = /\b(?:on|off|true|false|yes|no)\b/;
    for (const child of [...(mode.contains ?? []), ...(mode.variants ?? []), ...(mode.starts ? [mode.starts] : [])]) fix(child as Mode, seen);
  };
  fix(language as Mode, new Set());
  return language;
};

const LANGUAGES = {
  bash,
  css,
  diff,
  dockerfile,
  go,
  http,
  ini: iniWholeWords,
  javascript,
  json,
  markdown,
  nginx,
  powershell,
  properties,
  python,
  sql,
  typescript,
  xml,
  yaml,
};
for (const [name, definition] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, definition);

/** Names writers use for a fence, mapped to the grammar that colours it. */
const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  console: 'bash',
  zsh: 'bash',
  curl: 'bash',
  yml: 'yaml',
  env: 'ini',
  dotenv: 'ini',
  toml: 'ini',
  systemd: 'ini',
  service: 'ini',
  js: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  py: 'python',
  golang: 'go',
  html: 'xml',
  svg: 'xml',
  mdx: 'markdown',
  md: 'markdown',
  docker: 'dockerfile',
  conf: 'nginx',
  jsonc: 'json',
  caddyfile: 'plaintext',
  caddy: 'plaintext',
  text: 'plaintext',
  txt: 'plaintext',
};

/** The grammar a fence language names, or 'plaintext'. */
export function canonicalLanguage(language: string | null | undefined): string {
  const lower = (language ?? '').toLowerCase();
  const name = ALIASES[lower] ?? lower;
  return name && name in LANGUAGES ? name : 'plaintext';
}

/** Punctuation spans lose their wrapper (the theme does not colour them); their text stays. */
function withoutPunctuationSpans(nodes: ChildNode[]): ChildNode[] {
  return nodes.flatMap((node): ChildNode[] => {
    if (!isTag(node)) return [node];
    node.children = withoutPunctuationSpans(node.children);
    return node.attribs.class === 'hljs-punctuation' ? node.children : [node];
  });
}

/**
 * Shrinks highlight.js output on its parsed tree: punctuation spans are unwrapped, and the
 * text is written back with only `&`, `<` and `>` escaped (highlight.js also escapes quotes,
 * which only attribute values need).
 * @internal Exported for its tests; production uses it in this file only.
 */
export function compactHighlighting(html: string): string {
  return DomUtils.getOuterHTML(withoutPunctuationSpans(parseDocument(html).children), { encodeEntities: 'utf8' });
}

/**
 * HTML for inside `<code>`: highlighted, or just escaped for plain text, unknown
 * languages and code longer than `maxChars` (highlighted HTML is several times the text).
 */
export function highlightHtml(code: string, language: string, maxChars = Infinity): string {
  const name = canonicalLanguage(language);
  if (name === 'plaintext' || code.length > maxChars) return escapeText(code);
  return compactHighlighting(hljs.highlight(code, { language: name, ignoreIllegals: true }).value);
}

const TOKEN = /(<span\b[^>]*>)|(<\/span>)|([^<]+)/g;

/**
 * Cuts highlighted HTML into one `<span class="line">` per source line (joined by
 * newlines), re-opening token spans that cross a line break; lines in `highlighted`
 * (1-based) also get `line-highlighted`. A final newline does not make an empty line.
 */
export function splitHtmlLines(html: string, highlighted: Set<number> = new Set()): string {
  const lines: string[] = [''];
  const open: string[] = [];
  for (const [, start, end, text] of html.matchAll(TOKEN)) {
    if (start) open.push(start);
    else if (end) open.pop();
    else {
      text.split('\n').forEach((part, index) => {
        if (index > 0) lines.push('');
        if (part) lines[lines.length - 1] += open.join('') + part + '</span>'.repeat(open.length);
      });
    }
  }
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line, index) => `<span class="${highlighted.has(index + 1) ? 'line line-highlighted' : 'line'}">${line}</span>`).join('\n');
}
