/**
 * Hands a downloaded file to the browser to save, under its name: the way to
 * save what a fetch got (one with cookies and error handling), not a plain link.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns: let them, then free it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
