/** The mock's sample pictures (public/mock-assets/), named by what they show (a key of rich.images). */
export const ILLUSTRATIONS = ['warehouse', 'truck', 'parcel', 'ship', 'plane', 'globe'] as const;

export const illustrationUrl = (name: string) => `${import.meta.env.BASE_URL}mock-assets/${name}.svg`;

export const SAMPLE_VIDEO_URL = `${import.meta.env.BASE_URL}mock-assets/sample.mp4`;
export const SAMPLE_POSTER_URL = `${import.meta.env.BASE_URL}mock-assets/sample-poster.jpg`;
