// Rspack loader for the docs plugin's version props (see ./index.ts).
'use strict';

/**
 * The version props with each doc reduced to its id (the key of an empty
 * entry); any other JSON as it is. Version props are recognised by their shape: `{version: {docsSidebars,
 * docs}}`, `docs` keyed by doc id.
 * @param {string} source
 * @returns {string}
 */
function trimVersionProps(source) {
  let data;
  try {
    data = JSON.parse(source);
  } catch {
    return source;
  }
  const version = data && typeof data === 'object' ? data.version : undefined;
  const docs =
    version && typeof version === 'object' ? version.docs : undefined;
  if (!version?.docsSidebars || !docs || typeof docs !== 'object')
    return source;
  for (const id of Object.keys(docs)) docs[id] = {};
  return JSON.stringify(data);
}

module.exports = function versionPropsLoader(source) {
  return trimVersionProps(source);
};
module.exports.trimVersionProps = trimVersionProps;
