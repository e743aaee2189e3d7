import { escapeHtml } from '../../lib/markdown.js';

// Product pictures drawn as SVG from the product's kind and model: no image files to ship and
// nothing hot-linked. Every picture is 800×800 on white, so grids never shift.

const BRAND = '#0a5bd3';
const METAL = '#c9ced6';
const DARK = '#2b3138';

function ports(x: number, y: number, n: number, w: number, h: number, gap: number, fill = DARK) {
  let s = '';
  for (let i = 0; i < n; i++) s += `<rect x="${x + i * (w + gap)}" y="${y}" width="${w}" height="${h}" rx="2" fill="${fill}"/>`;
  return s;
}

function rackUnit(y: number, portCount: number, sfp: boolean) {
  const perRow = Math.min(24, Math.max(4, Math.ceil(portCount / 2)));
  const pw = sfp ? 18 : 16;
  return `<rect x="60" y="${y}" width="680" height="110" rx="8" fill="${METAL}" stroke="#8a929c"/>
    <rect x="60" y="${y}" width="680" height="14" rx="6" fill="#aab1ba"/>
    ${ports(110, y + 30, perRow, pw, 18, 6)}${ports(110, y + 58, perRow, pw, 18, 6)}
    ${ports(620, y + 30, 4, 22, 18, 4, '#1f2d3d')}
    <circle cx="90" cy="${y + 60}" r="6" fill="#35c46b"/>`;
}

const DRAW: Record<string, (view: number) => string> = {
  switch: (v) => (v === 2 ? rackUnit(250, 48, false) + rackUnit(380, 48, true) : rackUnit(300, 48, false)),
  router: () => `${rackUnit(300, 8, false)}<rect x="480" y="336" width="100" height="40" rx="4" fill="#1f2d3d"/>`,
  sfp: (v) =>
    `<g transform="rotate(${v === 2 ? -18 : 0} 400 400)"><rect x="200" y="340" width="420" height="110" rx="10" fill="${METAL}" stroke="#8a929c"/>
     <rect x="150" y="355" width="70" height="80" rx="6" fill="${DARK}"/><rect x="160" y="372" width="22" height="18" fill="#555"/><rect x="160" y="400" width="22" height="18" fill="#555"/>
     <rect x="600" y="360" width="60" height="70" rx="4" fill="#d4af37"/><rect x="300" y="360" width="200" height="70" rx="4" fill="#fff" stroke="#ccc"/></g>`,
  qsfp: (v) =>
    `<g transform="rotate(${v === 2 ? -18 : 0} 400 400)"><rect x="180" y="320" width="460" height="150" rx="12" fill="${METAL}" stroke="#8a929c"/>
     <rect x="120" y="340" width="80" height="110" rx="8" fill="${DARK}"/><rect x="620" y="345" width="70" height="100" rx="4" fill="#d4af37"/>
     <rect x="300" y="350" width="230" height="90" rx="4" fill="#fff" stroke="#ccc"/><rect x="90" y="380" width="40" height="30" rx="4" fill="${BRAND}"/></g>`,
  dac: () =>
    `<path d="M200 400 C 300 200, 500 600, 600 400" stroke="${DARK}" stroke-width="18" fill="none"/>
     <rect x="90" y="360" width="130" height="80" rx="8" fill="${METAL}" stroke="#8a929c"/><rect x="580" y="360" width="130" height="80" rx="8" fill="${METAL}" stroke="#8a929c"/>`,
  aoc: () =>
    `<path d="M200 400 C 300 220, 500 580, 600 400" stroke="#1fa8a0" stroke-width="14" fill="none"/>
     <rect x="90" y="360" width="130" height="80" rx="8" fill="${METAL}" stroke="#8a929c"/><rect x="580" y="360" width="130" height="80" rx="8" fill="${METAL}" stroke="#8a929c"/>`,
  patch: () =>
    `<path d="M180 300 C 350 150, 450 650, 620 500" stroke="#f2c200" stroke-width="10" fill="none"/><path d="M180 330 C 350 180, 450 680, 620 530" stroke="#f2c200" stroke-width="10" fill="none"/>
     <rect x="110" y="285" width="90" height="60" rx="6" fill="#2f6fd6"/><rect x="600" y="485" width="90" height="60" rx="6" fill="#2f6fd6"/>`,
  ap: (v) =>
    v === 2
      ? `<rect x="200" y="360" width="400" height="60" rx="20" fill="#f3f5f7" stroke="#b8c0c8"/>`
      : `<circle cx="400" cy="400" r="220" fill="#f6f8fa" stroke="#c4ccd4" stroke-width="4"/><circle cx="400" cy="400" r="30" fill="${BRAND}" opacity="0.85"/>`,
  nic: () =>
    `<rect x="140" y="300" width="520" height="200" rx="8" fill="#1b6e3a"/><rect x="140" y="500" width="360" height="30" fill="#d4af37"/>
     <rect x="600" y="290" width="60" height="220" fill="${METAL}"/>${ports(610, 320, 2, 40, 50, 30, DARK).replace(/x="610"/, 'x="610"')}
     <rect x="300" y="360" width="120" height="80" fill="#222"/>`,
  injector: () =>
    `<rect x="230" y="300" width="340" height="200" rx="18" fill="#2c3440"/><rect x="270" y="420" width="60" height="45" rx="4" fill="#111"/><rect x="470" y="420" width="60" height="45" rx="4" fill="#111"/>
     <circle cx="300" cy="340" r="8" fill="#35c46b"/>`,
  rack: () =>
    `<rect x="250" y="120" width="300" height="560" rx="6" fill="#23272e"/><rect x="270" y="140" width="260" height="520" fill="#3a414b"/>
     ${Array.from({ length: 10 }, (_, i) => `<rect x="285" y="${160 + i * 48}" width="230" height="34" rx="3" fill="#59616d"/>`).join('')}`,
};

export function productSvg(kind: string, model: string, view: number): string {
  const draw = DRAW[kind] ?? DRAW.switch;
  const label = escapeHtml(model);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${label}">
<rect width="800" height="800" fill="#fff"/>
${draw(view)}
<text x="400" y="${view === 3 ? 640 : 720}" font-family="Arial, Helvetica, sans-serif" font-size="${view === 3 ? 44 : 34}" font-weight="700" fill="${DARK}" text-anchor="middle">${label}</text>
${view === 3 ? `<text x="400" y="690" font-family="Arial, Helvetica, sans-serif" font-size="26" fill="${BRAND}" text-anchor="middle">YT Networks</text>` : ''}
</svg>`;
}
