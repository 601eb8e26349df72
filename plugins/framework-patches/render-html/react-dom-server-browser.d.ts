// react-dom ships this entry point without its own type declarations; its
// API is the one @types/react-dom declares for react-dom/server.
declare module 'react-dom/server.browser' {
  export {renderToString} from 'react-dom/server';
}
