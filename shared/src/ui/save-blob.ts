// A file fetched through the shared client (the call needs the bearer token, so never a plain link),
// handed to the browser to save. Used by Projects' attachments and the reports' exports.

/** Saves `blob` as `fileName` through a temporary link; the object URL is let go once the click has read it. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
