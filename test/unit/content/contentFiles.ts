export interface FencedBlock {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

/** Fenced code blocks of a Markdown/MDX source (``` or ~~~, any length, possibly indented). */
export function fencedBlocks(source: string): FencedBlock[] {
  const lines = source.split('\n');
  const blocks: FencedBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      if (new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(lines[j])) break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
    }
    blocks.push({ lang: lang.toLowerCase(), meta, code: body.join('\n'), line: i + 1 });
    i = j;
  }
  return blocks;
}
