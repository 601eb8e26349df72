// The module ./provider.tsx re-exports, by the alias ./index.ts sets.
declare module '@openlist-docs/react-helmet-async-original' {
  export * from 'react-helmet-async';
}
