/** The markup schema trees share with their behaviour (SchemaTree.tsx, SchemaTree.behaviour.ts). */

/** Class of a schema tree. */
export const SCHEMA_TREE = 'schema-tree';
/** On "Expand all" (`open`) and "Collapse all" (`close`). */
export const SCHEMA_EXPAND = 'data-schema-expand';
