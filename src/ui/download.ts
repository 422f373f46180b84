/** Any export: the compare table's, the stats tables'. */
export interface DownloadableFile {
  readonly fileName: string;
  readonly mimeType: string;
  readonly content: string;
}

/**
 * Saves an export through a Blob link, as a browser download. The object URL is released once
 * the click has been handled.
 */
export function downloadFile(file: DownloadableFile, doc: Document = document): void {
  const blob = new Blob([file.content], { type: `${file.mimeType};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a second is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
