import { Admonition } from './Admonition';
import { Tabs, TabItem } from './Tabs';
import { MdxCodeBlock } from './MdxCodeBlock';
import { Diagram } from './Diagram';
import { MdxLink } from './MdxLink';
import { ScrollTable } from '../ScrollTable';
import { VariableFilter } from './VariableFilter';
import { VariableName } from './VariableName';
import { SinceMark } from '../../history/browser/SinceMark';
import { UpgradePlanner } from '../../history/browser/UpgradePlanner';
import { ReleaseHistory } from '../../history/browser/ReleaseHistory';
import { ColumnHeader } from './ColumnHeader';
import { YourSetupForm } from '../../yourSetup/browser/YourSetupForm';
import { InstanceCheck } from '../../instanceCheck/browser/InstanceCheck';

/** Components every MDX file can use without importing them. */
export const mdxComponents = {
  Admonition,
  Tabs,
  TabItem,
  pre: MdxCodeBlock,
  Diagram,
  a: MdxLink,
  table: ScrollTable,
  th: ColumnHeader,
  VariableFilter,
  VariableName,
  SinceMark,
  UpgradePlanner,
  ReleaseHistory,
  YourSetup: YourSetupForm,
  InstanceCheck,
};
