/** A small horizontal bar chart as SVG: one row per item, bars scaled to the largest value of all series. */
export function barChart(options: {
  title: string;
  unit: string;
  rows: readonly { label: string; values: readonly number[] }[];
  series: readonly string[];
}): string {
  const colours = ['#1565c0', '#9e9e9e', '#2e7d32', '#ef6c00'];
  const labelWidth = 190;
  const barArea = 360;
  const rowHeight = 18 * options.series.length + 10;
  const top = 44;
  const height = top + rowHeight * options.rows.length + 10;
  const width = labelWidth + barArea + 90;
  const max = Math.max(1, ...options.rows.flatMap((row) => row.values.filter(Number.isFinite)));
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="8" y="18" font-size="14" font-weight="bold">${escape(options.title)}</text>`,
    ...options.series.map(
      (name, index) =>
        `<rect x="${8 + index * 170}" y="28" width="10" height="10" fill="${colours[index % colours.length]}"/>` +
        `<text x="${22 + index * 170}" y="37">${escape(name)}</text>`,
    ),
  ];
  options.rows.forEach((row, rowIndex) => {
    const y = top + rowIndex * rowHeight;
    parts.push(`<text x="8" y="${y + 14}">${escape(row.label)}</text>`);
    row.values.forEach((value, index) => {
      if (!Number.isFinite(value)) return;
      const barY = y + 4 + index * 18;
      const barWidth = Math.max(1, (value / max) * barArea);
      parts.push(
        `<rect x="${labelWidth}" y="${barY}" width="${barWidth.toFixed(1)}" height="14" fill="${colours[index % colours.length]}"/>`,
        `<text x="${labelWidth + barWidth + 4}" y="${barY + 11}">${Math.round(value)} ${escape(options.unit)}</text>`,
      );
    });
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
