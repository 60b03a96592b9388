import React from 'react';
import { withPrefix } from 'gatsby';
import { yourSetupStyle } from './YourSetupForm.style';
import { POCKET_ID_URL } from '../../lib/pocketIdUrl';
import { APP_EXAMPLE_ATTRIBUTE, YOUR_SETUP_FORM } from './YourSetupForm.attributes';
import { PAGE_FRAME } from '../../components/pageFrame.attributes';

interface FieldProps {
  id: string;
  name: 'pocketIdUrl' | 'appUrl' | 'version';
  label: string;
  placeholder: string;
  children?: React.ReactNode;
}

function Field({ id, name, label, placeholder, children }: FieldProps) {
  const version = name === 'version';
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={version ? 'text' : 'url'}
        inputMode={version ? 'decimal' : 'url'}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        aria-describedby={`${id}-error`}
      />
      <p id={`${id}-error`} className="your-setup-error" />
      {children}
    </div>
  );
}

export interface YourSetupFormProps {
  /** On a client guide: the app's name and its example origin (appExampleOrigin), for an app address field. */
  app?: { name: string; exampleOrigin: string } | null;
}

/**
 * "Your setup": the reader's Pocket ID address (and app address on a client guide), shown
 * in every example once entered, and optionally their Pocket ID version, which the pages'
 * "Since" marks are read against. Folded to one line until opened, so it does not push the
 * page's first steps below a phone's fold; with a setup stored, that line says what is used
 * and offers a reset. Static markup rendered at build time; its behaviour is the lazy
 * `your-setup` chunk, and without JavaScript it is hidden.
 */
export function YourSetupForm({ app = null }: YourSetupFormProps) {
  const props = { [YOUR_SETUP_FORM]: '', [APP_EXAMPLE_ATTRIBUTE]: app?.exampleOrigin };
  return (
    <div css={yourSetupStyle} className="your-setup-box" {...{ [PAGE_FRAME]: '' }}>
      <details className="your-setup">
        <summary>
          <span className="your-setup-title">Your setup</span> <span className="your-setup-lead">your own {app ? 'addresses' : 'address'} in the examples</span>
          <span className="your-setup-edit"> · Edit</span>
        </summary>
        {/* method="dialog": outside a dialog a submit does nothing, so one made before the chunk wires the form stays on the page. */}
        <form method="dialog" aria-label="Your setup" noValidate {...props}>
          <p className="your-setup-hint">
            Enter your {app ? 'addresses' : 'Pocket ID address'} to see {app ? 'them' : 'it'} in the examples on every page, and your version to see what needs
            a newer release. Stored in this browser only.
          </p>
          <div className="your-setup-fields">
            <Field id="your-setup-pocket-id" name="pocketIdUrl" label="Pocket ID URL" placeholder={POCKET_ID_URL}>
              <p className="your-setup-warning" hidden>
                Browsers allow passkeys over plain <code>http://</code> only on <code>localhost</code>: nobody can sign in at this address until it is served
                over HTTPS. <a href={withPrefix('/docs/setup/installation#why-https-is-required')}>Why HTTPS is required</a>
              </p>
            </Field>
            {app && <Field id="your-setup-app" name="appUrl" label={`${app.name} URL`} placeholder={app.exampleOrigin} />}
            <Field id="your-setup-version" name="version" label="Pocket ID version (optional)" placeholder="2.14.0" />
          </div>
          <div className="your-setup-actions">
            <button type="submit">Use in examples</button>
            <button type="reset">Reset</button>
            <p className="your-setup-status" role="status" />
          </div>
        </form>
      </details>
      <button type="button" className="your-setup-quick-reset" aria-label="Reset your setup" hidden>
        Reset
      </button>
    </div>
  );
}
