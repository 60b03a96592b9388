/**
 * One parse of an HTML page shared by several readers: the post-build summarises a page's
 * links and extracts its search records from the same pass. htmlparser2 decodes entities
 * in text and attribute values, lower-cases names, keeps the first of repeated attributes,
 * leaves comments and script/style bodies out of the markup, and reports a close for every
 * opened element (void and implicitly closed ones included), so a reader can keep a plain
 * stack.
 */
import { Parser } from 'htmlparser2';

export type Attributes = Record<string, string>;

export interface HtmlReader {
  open?(name: string, attributes: Attributes): void;
  close?(name: string): void;
  /** A run of decoded text between two tags. Script and style bodies arrive as written. */
  text?(text: string): void;
}

export function readHtml(html: string, ...readers: HtmlReader[]): void {
  const opens = readers.filter(reader => reader.open);
  const closes = readers.filter(reader => reader.close);
  const texts = readers.filter(reader => reader.text);
  // The parser splits a run of text at each entity; readers get the run whole, so that
  // `&quot;id&quot;` stays one word.
  let run: string[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const text = run.length === 1 ? run[0] : run.join('');
    run = [];
    for (const reader of texts) reader.text!(text);
  };
  const parser = new Parser({
    onopentag: (name, attributes) => {
      flush();
      for (const reader of opens) reader.open!(name, attributes);
    },
    onclosetag: name => {
      flush();
      for (const reader of closes) reader.close!(name);
    },
    ontext: text => {
      if (texts.length) run.push(text);
    },
    oncomment: flush,
  });
  parser.end(html);
  flush();
}
