/** @jest-environment jsdom */
/**
 * The browser's Emotion cache inserts no rule the served sheet holds (start-up restyles
 * nothing: test/e2e/startupStyles.test.ts), and puts the rules it does insert right after it.
 */
import React, { act } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider, css } from '@emotion/react';
import { browserEmotionCache } from '../../../src/client/emotionCache';
import { SERVED_STYLES_ID } from '../../../src/lib/servedStyles';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const served = css`
  color: red;
`;
const fresh = css`
  color: blue;
`;

test('rules of the served sheet are not inserted again; a new rule goes right after the sheet', async () => {
  document.head.innerHTML = `<style id="global"></style><style id="${SERVED_STYLES_ID}">.css-${served.name}{color:red;}.css-${served.name} a{color:red;}</style>`;
  const cache = browserEmotionCache(document);
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const styleIds = () => Array.from(document.querySelectorAll('style'), style => style.id || style.getAttribute('data-emotion'));
  await act(async () =>
    root.render(
      <CacheProvider value={cache}>
        <p css={served}>served</p>
      </CacheProvider>,
    ),
  );
  expect(styleIds()).toEqual(['global', SERVED_STYLES_ID]);
  await act(async () =>
    root.render(
      <CacheProvider value={cache}>
        <p css={[served, fresh]}>new</p>
      </CacheProvider>,
    ),
  );
  expect(styleIds()).toEqual(['global', SERVED_STYLES_ID, 'css']);
  expect(host.querySelector('p')?.className).not.toBe(`css-${served.name}`);
  act(() => root.unmount());
});
