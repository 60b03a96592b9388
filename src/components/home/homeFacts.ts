/** The home page's facts, a module of their own so the page's components and their list share them without an import cycle. */
import type { AppLogoData } from '../../clientGuides/core/appLogo';

/** What the home page shows of the data: the client guides, with their count. */
export interface HomeFacts {
  /** The number of listed client guides (the query's totalCount). */
  guideCount: number;
  guides: { slug: string; name: string; logo: AppLogoData | null }[];
}
