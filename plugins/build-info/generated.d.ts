// Written by the build-info plugin when the site builds (index.ts).
declare module '@generated/build-info/default/build.json' {
  import type {BuildInfo} from '@site/plugins/build-info';
  const info: BuildInfo;
  export default info;
}
