import type { CodeLanguage } from '@/components/CodeEditor/languages';

/** One short program per language (code, not display text). */
export const CODE_SAMPLES: Record<CodeLanguage, string> = {
  javascript: `export function volumetricWeight({ length, width, height }, divisor = 5000) {
  const cm3 = length * width * height;
  return Math.ceil((cm3 / divisor) * 10) / 10;
}

const cartons = [
  { length: 60, width: 40, height: 40 },
  { length: 30, width: 30, height: 20 },
];
console.log(cartons.map((carton) => volumetricWeight(carton)));
`,
  typescript: `interface Carton {
  sku: string;
  quantity: number;
  weightKg: number;
}

type Status = 'created' | 'receiving' | 'received';

export function totalWeight(cartons: readonly Carton[]): number {
  return cartons.reduce((sum, carton) => sum + carton.quantity * carton.weightKg, 0);
}

export const isOpen = (status: Status): boolean => status !== 'received';
`,
  json: `{
  "orderNo": "IB-2026-000128",
  "warehouse": "LAX-1",
  "cartons": [
    { "sku": "SKU-10021", "quantity": 24 },
    { "sku": "SKU-10044", "quantity": 6 }
  ],
  "cleared": true
}
`,
  css: `.label {
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px;
  padding: 12px 16px;
  border: 1px dashed #868e96;
  font-family: ui-monospace, monospace;
}

.label[data-urgent] {
  border-color: #fa5252;
}

@media print {
  .label { break-inside: avoid; }
}
`,
  html: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="stylesheet" href="label.css" />
  </head>
  <body>
    <section class="label" data-urgent>
      <strong>IB-2026-000128</strong>
      <span>LAX-1</span>
    </section>
  </body>
</html>
`,
};
