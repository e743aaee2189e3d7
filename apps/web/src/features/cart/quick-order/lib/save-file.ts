/** Hands a downloaded file to the browser as a download under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its copy once click() returns; a later revoke only frees memory.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
