import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  DRIVER_PAGES,
  driverPagePath,
  type DriversData,
} from '../../src/lib/drivers';

/** A storage driver as the home page lists it. */
export interface HomeDriver {
  name: string;
  /** Its setup page, or null when it has none. */
  path: string | null;
}

/** What the home page shows of the current docs' data. */
export interface HomeData {
  drivers: HomeDriver[];
}

/** The drivers of data/drivers.json, in the order of the driver pages. */
export function homeDrivers(names: readonly string[]): HomeDriver[] {
  const order = Object.keys(DRIVER_PAGES);
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index < 0 ? order.length : index;
  };
  return [...names]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) => ({name, path: driverPagePath(name) ?? null}));
}

/**
 * The little the home page needs of the reference data (the drivers' names
 * and pages), derived when the site builds into
 * `@generated/home-data/default/home.json`, so the page does not download
 * the whole driver reference (data/drivers.json, ~34 KB gz) to list names.
 */
export default function homeDataPlugin({
  siteDir,
}: LoadContext): Plugin<HomeData> {
  const driversFile = path.join(siteDir, 'data', 'drivers.json');
  return {
    name: 'home-data',
    getPathsToWatch: () => [driversFile],
    async loadContent() {
      const data = JSON.parse(
        await fs.promises.readFile(driversFile, 'utf8'),
      ) as DriversData;
      return {drivers: homeDrivers(data.drivers.map(({name}) => name))};
    },
    async contentLoaded({content, actions}) {
      await actions.createData('home.json', JSON.stringify(content));
    },
  };
}
