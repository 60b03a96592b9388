import { schemaPageBodyStyle } from './SchemaPageBody.style';
import { schemaTreeStyle } from './SchemaTree.style';
import { schemaToolsStyle } from './SchemaTools.style';
import { fieldHeadStyle, flagStyle } from './FieldHead.style';
import { factsStyle, fieldBodyStyle } from './FieldBody.style';

/** The styles of a schema page's body that its template ships, as shippedOperationStyles are an operation's. */
export const shippedSchemaPageStyles = [schemaPageBodyStyle, schemaTreeStyle, schemaToolsStyle, fieldHeadStyle, flagStyle, fieldBodyStyle, factsStyle];
