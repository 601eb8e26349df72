// Browser bundle only: the generated site config without the options of
// plugins and presets, nor the page template (see ./index.ts).

/**
 * Config fields nothing in the browser reads, emptied there: a list becomes
 * [], anything else is left out.
 */
const DROPPED = ['plugins', 'presets', 'ssrTemplate'];

/** The generated module: a comment, then `export default <JSON>;`. */
const MODULE = /^([^]*?export default )([^]*?);\s*$/;

/**
 * The config module with the fields of DROPPED emptied. Throws when the
 * module is no longer the JSON export this reads, so the build stops.
 * @param {string} source
 * @returns {{source: string, dropped: string[]}}
 */
function trimConfig(source) {
  const match = MODULE.exec(source);
  let config;
  try {
    config = match ? JSON.parse(match[2]) : undefined;
  } catch {
    config = undefined;
  }
  if (!match || typeof config !== 'object' || config === null) {
    throw new Error(
      'client-config: the generated site config is no longer `export default <JSON>;`. See plugins/framework-patches/README.md.',
    );
  }
  const dropped = DROPPED.filter((key) => key in config);
  for (const key of dropped) {
    if (Array.isArray(config[key])) config[key] = [];
    else delete config[key];
  }
  return {source: `${match[1]}${JSON.stringify(config)};\n`, dropped};
}

/** @param {string} source */
module.exports = function clientConfigLoader(source) {
  return trimConfig(source).source;
};
module.exports.trimConfig = trimConfig;
module.exports.DROPPED = DROPPED;
