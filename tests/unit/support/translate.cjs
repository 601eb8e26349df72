// @docusaurus/Translate in unit tests: the English message, with {values}.
function translate({message}, values = {}) {
  return message.replace(/\{(\w+)\}/g, (match, key) =>
    key in values ? String(values[key]) : match,
  );
}
module.exports = {
  __esModule: true,
  translate,
  default: ({children}) => children,
};
