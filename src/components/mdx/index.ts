import { Admonition } from './Admonition';
import { Tabs, TabItem } from './Tabs';
import { CodeBlock } from './CodeBlock';
import { Diagram } from './Diagram';
import { MdxLink } from './MdxLink';
import { ScrollTable } from '../ScrollTable';
import { VariableFilter } from './VariableFilter';
import { VariableName } from './VariableName';
import { ColumnHeader } from './ColumnHeader';
import { YourSetupForm } from '../../yourSetup/browser/YourSetupForm';
import { InstanceCheck } from '../../instanceCheck/browser/InstanceCheck';

/** Components every MDX file can use without importing them. */
export const mdxComponents = {
  Admonition,
  Tabs,
  TabItem,
  pre: CodeBlock,
  Diagram,
  a: MdxLink,
  table: ScrollTable,
  th: ColumnHeader,
  VariableFilter,
  VariableName,
  YourSetup: YourSetupForm,
  InstanceCheck,
};
