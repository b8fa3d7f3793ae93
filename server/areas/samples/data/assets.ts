// Files in public/mock-assets/, served under the console's base path (seed §9: /admin/), so they work
// offline. Not import.meta.env.BASE_URL: tests run at '/', and the data must read the same everywhere.
const ASSET_BASE = '/admin/mock-assets/';

export const ILLUSTRATION_FILES = [
  'warehouse.svg',
  'truck.svg',
  'parcel.svg',
  'ship.svg',
  'plane.svg',
  'globe.svg',
] as const;

/** Not shipped: no sample video could be made offline (see public/mock-assets/README.md). */
export const SAMPLE_VIDEO_FILE = 'sample.mp4';

export const ILLUSTRATIONS: readonly string[] = ILLUSTRATION_FILES.map((file) => `${ASSET_BASE}${file}`);

export const SAMPLE_VIDEO = `${ASSET_BASE}${SAMPLE_VIDEO_FILE}`;
