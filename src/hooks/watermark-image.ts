/** A tiled, rotated text as an SVG data URL: no canvas needed, so it renders the same everywhere. */
export function watermarkImage(text: string, color = 'rgba(128, 128, 128, 0.18)'): string {
  const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="260" height="180">` +
    `<text x="50%" y="50%" fill="${color}" font-size="16" font-family="sans-serif" ` +
    `text-anchor="middle" dominant-baseline="middle" transform="rotate(-20 130 90)">${escaped}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}
