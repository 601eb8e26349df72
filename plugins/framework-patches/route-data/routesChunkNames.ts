// `@generated/routesChunkNames` in the browser bundle (see ./index.ts).
export {routesChunkNames as default} from './store';
