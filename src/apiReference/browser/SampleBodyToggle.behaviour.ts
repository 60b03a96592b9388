import type { Control } from '../../components/controlTypes';
import { CODE_SAMPLES, FULL_BODY_TOGGLE, SAMPLE_BODY } from './SampleBodyToggle.attributes';

/**
 * "Full body" switches every language's sample in its section between the short body and the
 * whole example: one code block of each pair is shown, so its copy button copies what is shown.
 */
export const sampleBodyToggles: Control = {
  selector: `button[${FULL_BODY_TOGGLE}]`,
  click(button) {
    const full = button.getAttribute('aria-pressed') !== 'true';
    button.setAttribute('aria-pressed', String(full));
    for (const sample of Array.from(button.closest(`.${CODE_SAMPLES}`)?.querySelectorAll<HTMLElement>(`[${SAMPLE_BODY}]`) ?? [])) {
      sample.hidden = (sample.getAttribute(SAMPLE_BODY) === 'full') !== full;
    }
  },
};
