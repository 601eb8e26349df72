import {Highlight, Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// What the classic theme does at start-up, done when a code block without
// build-time tokens first needs it (plugins/code-highlight): the extra
// languages of the Prism config.
prismIncludeLanguages(Prism);

export default Highlight;
