// The theme module ./reactUtils.ts re-exports, by the alias ./index.ts sets.
declare module '@openlist-docs/theme-react-utils-original';
