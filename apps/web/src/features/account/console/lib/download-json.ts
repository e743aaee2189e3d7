/** Saves a value as a JSON file the browser downloads (a personal-data export is handed to the buyer as a file). */
export function downloadJson(fileName: string, value: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its copy once click() returns; a later revoke only frees memory.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
