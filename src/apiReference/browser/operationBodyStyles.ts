import { codeBlockStyle } from '../../components/mdx/codeBlockStyle';
import { tabsStyle } from '../../components/mdx/tabsStyle';
import { operationPathStyle } from './operationPathStyle';
import { yourSetupStyle } from '../../yourSetup/browser/yourSetupStyle';
import { operationBodyStyle } from './operationBodyStyle';
import { operationDetailsStyle } from './operationDetailsStyle';
import { codeSamplesStyle } from './codeSamplesStyle';
import { parameterListStyle } from './parameterListStyle';
import { fieldHeadStyle, flagStyle } from './fieldHeadStyle';
import { factsStyle, fieldBodyStyle } from './fieldBodyStyle';
import { schemaTreeStyle } from './schemaTreeStyle';
import { schemaToolsStyle } from './schemaToolsStyle';
import { mediaTypeLabelStyle } from './mediaTypeLabelStyle';
import { responseDetailsStyle } from './responseDetailsStyle';
import { statusBadgeStyle } from './statusBadgeStyle';
import { responseHeadersStyle } from './responseHeadersStyle';
import { examplesColumnStyle } from './examplesColumnStyle';
import { responseExamplesStyle } from './responseExamplesStyle';

/**
 * The styles of an operation body's parts that its template ships (ShippedBodyStyles) and the
 * build therefore leaves out of each page's `bodyCss` (src/gatsby/render-body.ts): read by
 * both, in the order the body renders them. A schema page has its own: schemaPageBodyStyles.
 */
export const operationBodyStyles = [
  operationPathStyle,
  yourSetupStyle,
  tabsStyle,
  codeBlockStyle,
  operationBodyStyle,
  operationDetailsStyle,
  parameterListStyle,
  schemaTreeStyle,
  schemaToolsStyle,
  fieldHeadStyle,
  flagStyle,
  fieldBodyStyle,
  factsStyle,
  mediaTypeLabelStyle,
  responseDetailsStyle,
  statusBadgeStyle,
  responseHeadersStyle,
  examplesColumnStyle,
  codeSamplesStyle,
  responseExamplesStyle,
];
