/** Unit tests: pure logic in src/lib, plugins and scripts, compiled by SWC. */
module.exports = {
  testEnvironment: 'node',
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
  transformIgnorePatterns: ['/node_modules/(?!(parse5|entities)/)'],
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/tests/unit/support/cssModule.cjs',
    '^@docusaurus/Translate$': '<rootDir>/tests/unit/support/translate.cjs',
    '^@docusaurus/Link$': '<rootDir>/tests/unit/support/link.cjs',
    '^@docusaurus/router$': 'react-router-dom',
    '^@site/(.*)$': '<rootDir>/$1',
  },
};
