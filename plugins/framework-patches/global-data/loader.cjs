// Both bundles: the generated global data with its plugins and their
// ids in a fixed order (see ./index.ts).

/**
 * The global data with its plugin names, and each plugin's ids, in code-unit
 * order; the data of each plugin instance is left as it is. Throws when the
 * module is no longer a JSON object of objects, so the build stops.
 * @param {string} source
 * @returns {string}
 */
function orderGlobalData(source) {
  let data;
  try {
    data = JSON.parse(source);
  } catch {
    data = undefined;
  }
  const isObject = (value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(data) || !Object.values(data).every(isObject)) {
    throw new Error(
      'global-data: the generated global data is no longer a JSON object of plugin names to ids. See plugins/framework-patches/README.md.',
    );
  }
  const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  const ordered = {};
  for (const name of Object.keys(data).sort(byCodeUnit)) {
    ordered[name] = {};
    for (const id of Object.keys(data[name]).sort(byCodeUnit))
      ordered[name][id] = data[name][id];
  }
  return JSON.stringify(ordered);
}

/** @param {string} source */
module.exports = function globalDataLoader(source) {
  return orderGlobalData(source);
};
module.exports.orderGlobalData = orderGlobalData;
