// The download helper is shared with the import page's exports (src/ui/download.ts).
export { downloadFile } from '../../ui/download';
