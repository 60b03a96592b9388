/**
 * The one reader of built HTML. A page is parsed once, as a stream, and the stream feeds
 * every reader that needs it: the post-build's link summary and search records, the
 * Markdown twins of pages written as React (through `readDocument`), the tests.
 * htmlparser2 decodes entities in text and attribute values, lower-cases names, keeps the
 * first of repeated attributes, leaves comments and script/style bodies out of the markup,
 * and reports a close for every opened element (void and implicitly closed ones included),
 * so a reader can keep a plain stack.
 */
import { Parser } from 'htmlparser2';
import { DomHandler, type Document } from 'domhandler';
import { PAGE_FRAME, PAGE_SUMMARY } from '../components/pageFrame.attributes';

/**
 * Readers of the built HTML (Markdown twins, the search extractor) leave the page's frame out
 * through the constants the components mark it with (src/components/pageFrame.attributes.ts),
 * so neither knows the components' class names; the build tests fail if a twin or a search
 * record carries the frame. A twin states the page's description itself, while search indexes
 * the summary as the opening of the page's first record.
 */
export { PAGE_SUMMARY };

export type Attributes = Record<string, string>;

/** `start` and `end` say where a tag or a run of text stands in the HTML as written (entities and all), end exclusive. */
export interface HtmlReader {
  open?(name: string, attributes: Attributes, start: number, end: number): void;
  close?(name: string): void;
  /** A run of decoded text between two tags. Script and style bodies arrive as written. */
  text?(text: string, start: number, end: number): void;
}

export function readHtml(html: string, ...readers: HtmlReader[]): void {
  const opens = readers.filter(reader => reader.open);
  const closes = readers.filter(reader => reader.close);
  const texts = readers.filter(reader => reader.text);
  // The parser splits a run of text at each entity; readers get the run whole, so that
  // `&quot;id&quot;` stays one word.
  let run: string[] = [];
  let runStart = 0;
  let runEnd = 0;
  const flush = () => {
    if (run.length === 0) return;
    const text = run.length === 1 ? run[0] : run.join('');
    run = [];
    for (const reader of texts) reader.text!(text, runStart, runEnd);
  };
  const parser = new Parser({
    onopentag: (name, attributes) => {
      flush();
      for (const reader of opens) reader.open!(name, attributes, parser.startIndex, parser.endIndex + 1);
    },
    onclosetag: name => {
      flush();
      for (const reader of closes) reader.close!(name);
    },
    ontext: text => {
      if (texts.length === 0) return;
      if (run.length === 0) runStart = parser.startIndex;
      run.push(text);
      runEnd = parser.endIndex + 1;
    },
    oncomment: flush,
  });
  parser.end(html);
  flush();
}

/**
 * Whether an element is hidden from assistive technology (the `#` anchor MDX headings get,
 * icons): what a reader hears leaves it out, and so do the TOC and the search index.
 */
export const isAriaHidden = (attributes: Attributes) => attributes['aria-hidden'] === 'true';

/**
 * Elements a reader leaves out with everything inside them, tracked through the stream:
 * each open and close goes through it, and it says whether that element is left out.
 */
export interface SkippedElements {
  /** An element opens: true if it is left out, because `skips` names it or it is inside one. */
  open(name: string, attributes: Attributes): boolean;
  /** An element closes: true if it was left out. */
  close(): boolean;
  /** The stream is inside a left-out element: its text is left out too. */
  readonly inside: boolean;
}

export function skippedElements(skips: (name: string, attributes: Attributes) => boolean): SkippedElements {
  // Elements open inside the outermost left-out one, itself included.
  let depth = 0;
  return {
    open(name, attributes) {
      if (depth === 0 && !skips(name, attributes)) return false;
      depth++;
      return true;
    },
    close() {
      if (depth === 0) return false;
      depth--;
      return true;
    },
    get inside() {
      return depth > 0;
    },
  };
}

/**
 * The reader's view without the page frame: nothing inside an element marked as frame
 * reaches it, except the kinds of frame named in `keep`.
 */
export function withoutPageFrame(reader: HtmlReader, keep?: string): HtmlReader {
  const frame = skippedElements((_, attributes) => PAGE_FRAME in attributes && attributes[PAGE_FRAME] !== keep);
  return {
    open(name, attributes, start, end) {
      if (!frame.open(name, attributes)) reader.open?.(name, attributes, start, end);
    },
    close(name) {
      if (!frame.close()) reader.close?.(name);
    },
    text(text, start, end) {
      if (!frame.inside) reader.text?.(text, start, end);
    },
  };
}

/** The page as a DOM tree (domhandler, as htmlparser2 builds it), read through `view`. */
export function readDocument(html: string, view: (reader: HtmlReader) => HtmlReader = reader => reader): Document {
  const handler = new DomHandler();
  readHtml(
    html,
    view({
      open: (name, attributes) => handler.onopentag(name, attributes),
      close: () => handler.onclosetag(),
      text: text => handler.ontext(text),
    }),
  );
  handler.onend();
  return handler.root;
}
