import { Lead } from '../Lead';
import { NotFoundIntro } from './NotFoundIntro';
import { MainSections, Section } from './MainSections';

/** The part of content/pages/not-found.mdx a render shows: the page shows the suggestions and the search box between the two. */
type NotFoundPart = 'intro' | 'sections';

const hidden = () => null;

/** The components content/pages/not-found.mdx uses, with the other part's wrapper rendering nothing. */
export function notFoundComponents(part: NotFoundPart) {
  return {
    Lead,
    Section,
    NotFoundIntro: part === 'intro' ? NotFoundIntro : hidden,
    MainSections: part === 'sections' ? MainSections : hidden,
  };
}
