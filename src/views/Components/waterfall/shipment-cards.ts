import type { WaterfallItem } from '@/components/Waterfall/masonry';

export interface ShipmentCard extends WaterfallItem {
  n: number;
  /** an SVG drawn here: no image is fetched from anywhere */
  src: string;
}

export const TOTAL_CARDS = 60;
export const PAGE_SIZE = 12;

const HUES = [210, 160, 30, 280, 0, 190, 45, 120];
const SHAPES = [
  // a parcel, a pallet and a container, drawn in the card's own colours
  '<rect x="30%" y="35%" width="40%" height="34%" rx="4" fill="{light}"/><path d="M50% 35% v34%" stroke="{dark}" stroke-width="6"/>',
  '<rect x="22%" y="30%" width="56%" height="30%" fill="{light}"/><rect x="18%" y="62%" width="64%" height="8%" fill="{dark}"/>',
  '<rect x="15%" y="38%" width="70%" height="26%" fill="{light}"/><rect x="15%" y="38%" width="70%" height="5%" fill="{dark}"/>',
];

/** Deterministic sizes, so a card keeps its shape between visits and in tests. */
function sizeOf(n: number) {
  const heights = [300, 420, 360, 480, 260, 400, 340, 520];
  return { width: 400, height: heights[(n * 5) % heights.length] };
}

function picture(n: number, width: number, height: number): string {
  const hue = HUES[n % HUES.length];
  const shape = SHAPES[n % SHAPES.length]
    .replaceAll('{light}', `hsl(${hue} 70% 92%)`)
    .replaceAll('{dark}', `hsl(${hue} 55% 40%)`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 65% 62%)"/><stop offset="1" stop-color="hsl(${hue} 60% 42%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shape}` +
    `<text x="50%" y="86%" text-anchor="middle" font-family="sans-serif" font-size="40" fill="white">#${n}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function shipmentCard(n: number): ShipmentCard {
  const { width, height } = sizeOf(n);
  return { id: `shipment-${n}`, n, width, height, src: picture(n, width, height) };
}

/** One page of cards (1-based), as a list endpoint would answer it. */
export function cardPage(page: number, total = TOTAL_CARDS, size = PAGE_SIZE): ShipmentCard[] {
  const first = (page - 1) * size + 1;
  const last = Math.min(total, first + size - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => shipmentCard(first + i));
}
