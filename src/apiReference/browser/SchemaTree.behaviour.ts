import type { Control } from '../../components/controlTypes';
import { SCHEMA_EXPAND, SCHEMA_TREE } from './SchemaTree.attributes';

/** "Expand all" / "Collapse all" open or close every level (`<details>`) of the tree the button belongs to. */
export const schemaTrees: Control = {
  selector: `.${SCHEMA_TREE} button[${SCHEMA_EXPAND}]`,
  click(button) {
    const open = button.getAttribute(SCHEMA_EXPAND) === 'open';
    for (const details of Array.from(button.closest(`.${SCHEMA_TREE}`)!.querySelectorAll('details'))) details.open = open;
  },
};
