import { codeBlockStyle } from '../../components/mdx/CodeBlock.style';
import { tabsStyle } from '../../components/mdx/Tabs.style';
import { operationPathStyle } from './OperationPath.style';
import { yourSetupStyle } from '../../yourSetup/browser/YourSetupForm.style';
import { operationBodyStyle, operationDetailsStyle } from './OperationBody.style';
import { codeSamplesStyle } from './CodeSamples.style';
import { sampleBodyToggleStyle } from './SampleBodyToggle.style';
import { parameterListStyle } from './ParametersSection.style';
import { fieldHeadStyle, flagStyle } from './FieldHead.style';
import { factsStyle, fieldBodyStyle } from './FieldBody.style';
import { schemaTreeStyle } from './SchemaTree.style';
import { schemaToolsStyle } from './SchemaTools.style';
import { mediaTypeLabelStyle } from './MediaTypeNames.style';
import { responseDetailsStyle } from './ResponseDetails.style';
import { statusBadgeStyle } from './StatusBadge.style';
import { responseHeadersStyle } from './ResponseHeaders.style';
import { examplesColumnStyle } from './ExamplesColumn.style';
import { responseExamplesStyle } from './ResponseExamples.style';

/**
 * The styles of an operation body's parts that its template ships (ShippedBodyStyles) and the
 * build therefore leaves out of each page's `bodyCss` (src/gatsby/bodies/renderBody.ts): read by
 * both, in the order the body renders them. A schema page has its own: shippedSchemaPageStyles.
 */
export const shippedOperationStyles = [
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
  sampleBodyToggleStyle,
  responseExamplesStyle,
];
