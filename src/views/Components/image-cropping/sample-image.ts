/**
 * A 1200×800 picture of a warehouse yard, drawn here so the demo needs no file from anywhere and
 * the crop has enough pixels to zoom into.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5aa9ff"/><stop offset="1" stop-color="#d8ecff"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9aa5b1"/><stop offset="1" stop-color="#6b7682"/></linearGradient>
</defs>
<rect width="1200" height="800" fill="url(#sky)"/>
<circle cx="980" cy="150" r="70" fill="#ffe08a"/>
<rect y="560" width="1200" height="240" fill="url(#ground)"/>
<polygon points="120,330 420,210 720,330" fill="#1c7ed6"/>
<rect x="140" y="330" width="560" height="240" fill="#f1f3f5" stroke="#1c7ed6" stroke-width="8"/>
<rect x="200" y="400" width="120" height="170" fill="#adb5bd"/><rect x="360" y="400" width="120" height="170" fill="#adb5bd"/><rect x="520" y="400" width="120" height="170" fill="#adb5bd"/>
<rect x="780" y="450" width="260" height="120" rx="8" fill="#fa5252"/><rect x="1040" y="490" width="90" height="80" rx="8" fill="#e03131"/>
<circle cx="840" cy="585" r="26" fill="#212529"/><circle cx="990" cy="585" r="26" fill="#212529"/><circle cx="1090" cy="585" r="26" fill="#212529"/>
<g fill="#d9a066" stroke="#8f5b2e" stroke-width="4"><rect x="60" y="600" width="110" height="90"/><rect x="180" y="620" width="90" height="70"/><rect x="110" y="530" width="90" height="70"/></g>
<text x="420" y="300" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="700" fill="#ffffff">OUTPOST</text>
</svg>`;

export const SAMPLE_IMAGE = `data:image/svg+xml,${encodeURIComponent(SVG)}`;
