import { renderDiagram } from '../../../src/diagrams/renderDiagram';
import { DiagramSourceError, readMermaidOutline } from '../../../src/diagrams/mermaidOutline';

const sequence = `sequenceDiagram
  participant B as Browser
  participant P as Pocket ID
  B->>P: GET /authorize
  alt user signs in
    P-->>B: 302 with code
  else user cancels
    P-->>B: 302 with error
  end
  Note over B,P: done`;

const flowchart = `flowchart TD
  A[Sign-in starts] --> B{Restricted?}
  B -->|No| C([Allowed])
  B -- Yes --> D([Refused])`;

/** No <style> (it would reach every svg of the page), no web font, no fixed colour. */
function expectThemeColoursOnly(svg: string) {
  expect(svg).not.toMatch(/<style|@import|googleapis|style="/);
  expect(svg).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i);
  const paints = [...svg.matchAll(/(?:fill|stroke)="([^"]*)"/g)].map(m => m[1]);
  expect(paints.length).toBeGreaterThan(5);
  for (const paint of paints) expect(paint).toMatch(/^(none|var\(--[\w-]+\))$/);
}

const ids = (svg: string) => [...svg.matchAll(/\bid="([^"]+)"/g)].map(m => m[1]);

describe('renderDiagram', () => {
  it('makes an SVG with a title, a text description and only theme colours', () => {
    const { svg, steps, width, height } = renderDiagram(sequence, 'Sign-in');
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-labelledby="(diagram-\w+)-title \1-desc"/);
    expect(svg).toMatch(/<title id="diagram-\w+-title">Sign-in<\/title>/);
    expect(svg).toContain('<desc id="diagram-');
    expect(svg).toContain('1. Browser → Pocket ID: GET /authorize');
    expect(steps).toEqual([
      'Browser → Pocket ID: GET /authorize',
      'If user signs in:',
      'Pocket ID → Browser: 302 with code',
      'Otherwise user cancels:',
      'Pocket ID → Browser: 302 with error',
      'Browser and Pocket ID: done',
    ]);
    expect(width).toBeGreaterThan(100);
    expect(height).toBeGreaterThan(100);
    expectThemeColoursOnly(svg);
  });

  it.each([
    ['sequence', sequence],
    ['flowchart', flowchart],
  ])('gives every id of a %s a prefix of its own, so two diagrams on a page do not clash', (_kind, source) => {
    const a = renderDiagram(source, 'A').svg;
    const b = renderDiagram(source, 'B').svg;
    expect(ids(a).filter(id => ids(b).includes(id))).toEqual([]);
    const refs = [...a.matchAll(/url\(#([^)]+)\)/g)].map(m => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ids(a)).toContain(ref);
  });

  it('prefixes ids and url(#…) references in the markup only: a label that reads like one stays as written', () => {
    const { svg, width, height } = renderDiagram('flowchart LR\n  A["Go to url(#top) or id=top"] --> B[Done]', 'Links');
    expect(svg).toContain('>Go to url(#top) or id=top</text>');
    expect(svg).toMatch(/marker-end="url\(#diagram-\w+-arrowhead\)"/);
    expect(svg).not.toMatch(/ data-[\w-]+=|<style|\n/);
    expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  });

  it('lays out flowcharts with labelled edges, in theme colours only', () => {
    const { svg, steps } = renderDiagram(flowchart, 'Decision');
    expect(steps).toEqual(['Sign-in starts → Restricted?', 'Restricted? (No) → Allowed', 'Restricted? (Yes) → Refused']);
    expect(svg).toContain('>Restricted?</text>');
    expectThemeColoursOnly(svg);
  });
});

describe('readMermaidOutline rejects what the renderer would skip', () => {
  const lineOf = (source: string) => {
    try {
      readMermaidOutline(source);
    } catch (error) {
      expect(error).toBeInstanceOf(DiagramSourceError);
      return { line: (error as DiagramSourceError).line, message: (error as Error).message };
    }
    throw new Error('no error');
  };

  it.each([
    ['an unknown header', 'sequenceDiagrm\n  A->>B: x', 1, /first line must be/],
    ['a message without a label', 'sequenceDiagram\n  participant A\n  participant B\n  A->>B', 4, /does not understand "A->>B"/],
    ['a misspelt participant', 'sequenceDiagram\n  participant App\n  participant P\n  Ap->>P: x', 4, /"Ap" is not a declared participant/],
    ['a block without end', 'sequenceDiagram\n  participant A\n  participant B\n  loop forever\n  A->>B: x', 4, /"loop forever" has no matching "end"/],
    ['a half-written edge', 'flowchart LR\n  A --> B\n  B -->', 3, /expected a node/],
    ['text after a node', 'flowchart LR\n  A[One] two', 2, /expected an arrow/],
    ['an empty diagram', '\n  %% nothing\n', 1, /empty/],
  ])('%s', (_name, source, line, message) => {
    const error = lineOf(source);
    expect(error.line).toBe(line);
    expect(error.message).toMatch(message);
  });
});

describe('flowchart edge labels', () => {
  const allowedGroups = `flowchart TD
  S[Sign-in, device code approval<br>or refresh token use] --> R{Client restricted<br>to groups?}
  R -->|No| Y([Allowed])
  R -->|Yes| M{User in an<br>allowed group?}
  M -->|Yes| Y
  M -->|No| N([Refused: access_denied])`;

  const numbers = (text: string) =>
    text
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);

  it('sits each label on its arrow right after the node it leaves (the "No" beside its diamond), not far down the line', () => {
    const { svg } = renderDiagram(allowedGroups, 'Who may sign in');
    const edges = [...svg.matchAll(/<polyline class="edge" points="([^"]+)"/g)].map(m => {
      const p = numbers(m[1]);
      return { x: p[0], y: p[1], points: p };
    });
    const labels = [
      ...svg.matchAll(/<g class="edge-label"><rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"[^>]*\/><text [^>]*>(\w+)<\/text>/g),
    ].map(m => {
      const [x, y, w, h] = m.slice(1, 5).map(Number);
      return { text: m[5], cx: x + w / 2, cy: y + h / 2 };
    });
    expect(labels.map(label => label.text).sort()).toEqual(['No', 'No', 'Yes', 'Yes']);
    for (const label of labels) {
      // The label's own arrow is the one whose start is nearest; it is close to that start.
      const distance = Math.min(...edges.map(edge => Math.hypot(edge.x - label.cx, edge.y - label.cy)));
      expect({ label: label.text, near: distance <= 45 }).toEqual({ label: label.text, near: true });
    }
  });

  it('says how narrow the diagram may be drawn with every label still at least 11 px', () => {
    const flow = renderDiagram(allowedGroups, 'Who may sign in');
    // Arrow labels are 11 px: a flowchart cannot shrink at all.
    expect(flow.minWidth).toBe(flow.width);
    const seq = renderDiagram(sequence, 'Sign-in');
    // Labels of 12 px and names of 13 px: down to 11/12 of the drawn width.
    expect(seq.minWidth).toBe(Math.ceil((seq.width * 11) / 12));
  });
});
