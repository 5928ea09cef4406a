/** Saves CSV text as a file through a temporary object URL: nothing is sent anywhere. */
export function downloadCsv(fileName: string, csv: string): void {
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (accents, ₵).
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
