/** Hands bytes to the browser as a file download (Blob, object URL, a temporary anchor). */
export function downloadFile(data: BlobPart, mimeType: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([data], { type: mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The download has started from the URL by now; revoke it a moment later, not at once
  // (Firefox and Chromium read the blob asynchronously).
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
