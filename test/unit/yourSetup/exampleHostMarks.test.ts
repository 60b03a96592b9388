import { markExampleHosts } from '../../../src/yourSetup/core/exampleHostMarks';

const mark = (kind: string, text: string) => `<span data-example="${kind}">${text}</span>`;

describe('markExampleHosts', () => {
  it('marks the Pocket ID origin, its bare host and the app origin in text', () => {
    const html = '<pre><code>APP_URL=https://pocket-id.example.com\nredirect https://immich.example.com/auth/login\nHost(`pocket-id.example.com`)</code></pre>';
    expect(markExampleHosts(html, 'https://immich.example.com')).toBe(
      `<pre><code>APP_URL=${mark('pocket-id', 'https://pocket-id.example.com')}\nredirect ${mark('app', 'https://immich.example.com')}/auth/login\nHost(\`${mark(
        'pocket-id-host',
        'pocket-id.example.com',
      )}\`)</code></pre>`,
    );
  });

  it("keeps a <wbr> after the scheme inside the mark, and an app's port", () => {
    expect(markExampleHosts('<code>https://<wbr/>pocket-id.example.com/<wbr/>api</code>')).toBe(
      `<code>${mark('pocket-id', 'https://<wbr/>pocket-id.example.com')}/<wbr/>api</code>`,
    );
    expect(markExampleHosts('<code>redirect_uri=<wbr/>https://<wbr/>immich.example.com/<wbr/>cb</code>', 'https://immich.example.com')).toBe(
      `<code>redirect_uri=<wbr/>${mark('app', 'https://<wbr/>immich.example.com')}/<wbr/>cb</code>`,
    );
    expect(markExampleHosts('<code>https://proxmox.example.com:8006</code>', 'https://proxmox.example.com')).toBe(
      `<code>${mark('app', 'https://proxmox.example.com:8006')}</code>`,
    );
  });

  it('leaves attributes, styles, scripts, literal mentions and longer names alone', () => {
    const html = [
      '<a href="https://pocket-id.example.com/x" title="pocket-id.example.com">link</a>',
      '<style>.x::after{content:"https://pocket-id.example.com"}</style>',
      '<script>var u="https://pocket-id.example.com"</script>',
      '<code data-example-literal="">https://pocket-id.example.com</code>',
      '<p>my-pocket-id.example.com pocket-id.example.com.evil https://pocket-id.example.community</p>',
    ].join('');
    expect(markExampleHosts(html)).toBe(html);
  });

  it('reads markup as the HTML parser does: a `>` or `<script` in an attribute value, a comment', () => {
    const untouched = [
      '<a title="a>b" href="https://pocket-id.example.com/x">link</a>',
      '<img alt="a>pocket-id.example.com">',
      '<!-- a > https://pocket-id.example.com -->',
    ].join('');
    expect(markExampleHosts(untouched)).toBe(untouched);
    expect(markExampleHosts('<p data-x="<script">pocket-id.example.com</p>')).toBe(
      `<p data-x="<script">${mark('pocket-id-host', 'pocket-id.example.com')}</p>`,
    );
  });

  it('leaves all of a literal element alone, wherever the host stands in it', () => {
    const html = [
      '<code data-example-literal="">see https://pocket-id.example.com</code>',
      '<code data-example-literal="" class="x">https://pocket-id.example.com</code>',
      '<p data-example-literal="">Set <code>pocket-id.example.com</code></p>',
    ].join('');
    expect(markExampleHosts(html)).toBe(html);
    expect(markExampleHosts('<p data-example-literal="">a</p>pocket-id.example.com')).toBe(
      `<p data-example-literal="">a</p>${mark('pocket-id-host', 'pocket-id.example.com')}`,
    );
  });

  it('marks no app host when the guide has none', () => {
    expect(markExampleHosts('<p>https://immich.example.com</p>', null)).toBe('<p>https://immich.example.com</p>');
  });

  it('keeps a sentence-ending full stop outside the mark', () => {
    expect(markExampleHosts('<p>Open https://pocket-id.example.com.</p>')).toBe(`<p>Open ${mark('pocket-id', 'https://pocket-id.example.com')}.</p>`);
  });
});
