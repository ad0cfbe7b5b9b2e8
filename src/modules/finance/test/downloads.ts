import { vi } from 'vitest';

/** What the app saves to disk: the file name of the link and the bytes of the blob. */
export function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:sepa';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) files.push({ name: this.download, blob: lastBlob });
  });
  return files;
}

/** jsdom's Blob has no text(): read it as the browser's FileReader would. */
export function blobText(blob: Blob | undefined): Promise<string> {
  if (!blob) throw new Error('nothing was downloaded');
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error('could not read the file'));
    reader.readAsText(blob);
  });
}
