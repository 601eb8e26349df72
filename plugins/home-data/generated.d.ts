// Written by the home-data plugin when the site builds (index.ts).
declare module '@generated/home-data/default/home.json' {
  import type {HomeData} from '@site/plugins/home-data';
  const data: HomeData;
  export default data;
}
