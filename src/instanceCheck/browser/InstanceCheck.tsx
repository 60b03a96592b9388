import React from 'react';
import { CHECK_PARAMETER } from './InstanceCheck.firstLoad';
import { INSTANCE_CHECK_FORM } from './InstanceCheck.attributes';
import { POCKET_ID_URL } from '../../lib/pocketIdUrl';
import { instanceCheckStyle } from './InstanceCheck.style';
import { PAGE_FRAME } from '../../components/pageFrame.attributes';

/**
 * The "Check my instance" form, rendered at build time into the page body. Its behaviour,
 * InstanceCheck.behaviour.ts, loaded on demand with the controls' chunk (src/components/controls.ts), fills
 * it from "Your setup" and runs the check in the browser. The form submits to the page itself (a full page load that re-runs the
 * check) where the document's Content-Security-Policy does not allow the request.
 * Without JavaScript it is hidden: it could do nothing.
 */
/** `children`: the sentence that introduces the form (MDX); Markdown twins leave it out with the form. */
export function InstanceCheck({ children }: { children?: React.ReactNode }) {
  return (
    <form css={instanceCheckStyle} className="instance-check" {...{ [INSTANCE_CHECK_FORM]: '' }} method="get" {...{ [PAGE_FRAME]: '' }}>
      {children && <div className="instance-check-intro">{children}</div>}
      <label htmlFor="instance-check-url">Your Pocket ID URL</label>
      <div className="instance-check-row">
        <input
          id="instance-check-url"
          name={CHECK_PARAMETER}
          type="text"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={POCKET_ID_URL}
          aria-describedby="instance-check-hint"
        />
        <button type="submit">Check</button>
      </div>
      <p id="instance-check-hint" className="instance-check-hint">
        Your browser asks your Pocket ID for its discovery document directly; nothing is sent to this site.
      </p>
      <div className="instance-check-result" role="status" aria-live="polite" />
    </form>
  );
}
