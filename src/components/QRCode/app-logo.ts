/** The Outpost mark as an image URL (the shell's Logo is an inline SVG that a canvas cannot draw). */
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 48 48">' +
  '<rect width="48" height="48" rx="10" fill="#228be6"/>' +
  '<path d="M8 22 24 11l16 11v3H8z" fill="#fff"/>' +
  '<rect x="15" y="27" width="18" height="12" rx="1.5" fill="#fff"/>' +
  '<path d="M24 27v12M15 31h18" stroke="#228be6" stroke-width="2"/></svg>';

export const APP_LOGO_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
