/**
 * The current docs' driver data, for pages outside the versioned docs (the
 * home page). Docs pages import their version's data file themselves.
 */
import rawData from '@site/data/drivers.json';
import type {DriversData} from './drivers';

export const driversData = rawData as DriversData;
