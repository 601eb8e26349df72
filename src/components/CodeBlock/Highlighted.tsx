import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';

// What the classic theme does at start-up, done when the first code block
// needs it (plugins/lazy-prism): the extra languages of the Prism config.
prismIncludeLanguages(Prism);

export default CodeBlock as typeof CodeBlockType;
