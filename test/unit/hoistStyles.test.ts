import { hoistEmotionStyles } from '../../src/lib/hoistStyles';

test("moves Emotion's style elements from the body to the end of head, in document order; component styles carry their names in data-emotion-ssr, globals are marked as placed", () => {
  const html =
    '<html><head><meta charset="utf-8"/><title>T</title></head><body><style data-emotion="css-global a1">body{margin:0}</style>' +
    '<div><style data-emotion="css b2">.css-b2{color:red}</style><a class="css-b2"><style data-emotion="css c3 d4">.x>.y{content:"<"}</style>x</a></div></body></html>';
  expect(hoistEmotionStyles(html)).toBe(
    '<html><head><meta charset="utf-8"/><title>T</title><style data-emotion="css-global a1" data-s="">body{margin:0}</style>' +
      '<style data-emotion-ssr="b2">.css-b2{color:red}</style><style data-emotion-ssr="c3 d4">.x>.y{content:"<"}</style></head>' +
      '<body><div><a class="css-b2">x</a></div></body></html>',
  );
});

test('leaves pages without body styles, other styles and head-less fragments alone', () => {
  const plain = '<html><head><style>.a{}</style></head><body><p>x</p></body></html>';
  expect(hoistEmotionStyles(plain)).toBe(plain);
  const fragment = '<div><style data-emotion="css a">.a{}</style></div>';
  expect(hoistEmotionStyles(fragment)).toBe(fragment);
  const twice = hoistEmotionStyles('<head></head><body><style data-emotion="css a">.a{}</style></body>');
  expect(hoistEmotionStyles(twice)).toBe(twice);
});
