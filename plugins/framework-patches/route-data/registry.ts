// `@generated/registry` in the browser bundle (see ./index.ts).
export {registry as default} from './store';
