import type { SerializedStyles } from '@emotion/react';

/**
 * The style of a part of a body rendered at build time whose page template also ships it
 * (see ShippedBodyStyles), under a fixed name: its class is `css-<name>` in the body's HTML
 * and in the template's rules alike. Emotion's own name is a hash of the CSS text, which
 * differs on the two sides: the build's Node code keeps the text as written, and the browser
 * bundle gets it minified by Emotion's Babel plugin. The name must be unique (a unit test
 * checks) and hold a hyphen, which keeps Emotion from appending a label in development.
 */
export const bodyPartStyle = (name: string, style: SerializedStyles): SerializedStyles => ({ ...style, name });
