import { schemaPageBodyStyle } from './schemaPageBodyStyle';
import { schemaTreeStyle } from './schemaTreeStyle';
import { schemaToolsStyle } from './schemaToolsStyle';
import { fieldHeadStyle, flagStyle } from './fieldHeadStyle';
import { factsStyle, fieldBodyStyle } from './fieldBodyStyle';

/** The styles of a schema page's body that its template ships, as operationBodyStyles are an operation's. */
export const schemaPageBodyStyles = [schemaPageBodyStyle, schemaTreeStyle, schemaToolsStyle, fieldHeadStyle, flagStyle, fieldBodyStyle, factsStyle];
