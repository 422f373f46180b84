import { element } from '../core/element';

/** A file to save: its name, MIME type and text. */
export interface DownloadFile {
  readonly fileName: string;
  readonly mimeType: string;
  readonly content: string;
}

/**
 * Saves an export through a Blob link, as a browser download. The object URL is released once
 * the click has been handled.
 */
export function downloadFile(file: DownloadFile, doc: Document = document): void {
  const blob = new Blob([file.content], { type: `${file.mimeType};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = element('a', { href: url, download: file.fileName, rel: 'noopener', style: 'display: none' }, [], doc);
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a second is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
