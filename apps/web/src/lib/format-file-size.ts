/** Bytes as the reader's language writes them: 820 kB, 1,2 Mt (fi), 4.8 MB. Chat files and application documents alike. */
export function formatFileSize(bytes: number, lang: string): string {
  const mb = bytes >= 1024 * 1024;
  const value = mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  return new Intl.NumberFormat(lang, { style: 'unit', unit: mb ? 'megabyte' : 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
