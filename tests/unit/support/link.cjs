// @docusaurus/Link in unit tests: a plain anchor.
const React = require('react');
function Link({to, href, children, ...props}) {
  return React.createElement('a', {href: href ?? to, ...props}, children);
}
module.exports = {__esModule: true, default: Link};
