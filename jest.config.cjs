/** Unit tests: pure logic in src/lib, plugins and scripts, compiled by SWC. */
module.exports = {
  testEnvironment: '<rootDir>/tests/unit/support/environment.cjs',
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(m?js|jsx|tsx?)$': [
      '@swc/jest',
      {
        jsc: {
          parser: {syntax: 'typescript', tsx: true},
          transform: {react: {runtime: 'automatic'}},
        },
      },
    ],
  },
  // parse5 8 (the search indexer's HTML parser) and its entities are ES
  // modules only: compiled like our code. Other packages stay as they are.
  transformIgnorePatterns: [
    '/node_modules/(?!(parse5|entities|@docusaurus/core/lib/client)/)',
  ],
  // React's API answered by Preact, as in the site's bundles (plugins/preact).
  moduleNameMapper: {
    '^react$': '<rootDir>/plugins/preact/react.ts',
    '^react/jsx-runtime$': 'preact/compat/jsx-runtime',
    '^react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
    '^react-dom$': 'preact/compat',
    '^react-dom/client$': '<rootDir>/plugins/preact/client.ts',
    '^react-dom/server$': 'preact/compat/server',
    '\\.module\\.css$': '<rootDir>/tests/unit/support/cssModule.cjs',
    '^@docusaurus/Translate$': '<rootDir>/tests/unit/support/translate.cjs',
    '^@docusaurus/Link$': '<rootDir>/tests/unit/support/link.cjs',
    '^@docusaurus/router$': 'react-router-dom',
    '^@site/(.*)$': '<rootDir>/$1',
    // The module plugins/framework-patches/helmet-hydration stands in for.
    '^@openlist-docs/react-helmet-async-original$': 'react-helmet-async',
    // Rspack 2 is an ES module only: loaded by the environment.
    '^@rspack/core$': '<rootDir>/tests/unit/support/rspack.cjs',
  },
};
