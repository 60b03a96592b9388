import { shippedOperationStyles } from '../apiReference/browser/shippedOperationStyles';
import { sinceMarkStyles } from '../history/browser/SinceMark.style';

/**
 * Every body-part style an API operation page's template ships (ShippedBodyStyles), which the
 * build therefore leaves out of the page's `bodyCss`: the API body's parts, and the "since"
 * mark of its header. One list for both sides (src/gatsby/bodies/pageBodies.tsx, the template).
 */
export const operationPageStyles = [...shippedOperationStyles, ...sinceMarkStyles];
