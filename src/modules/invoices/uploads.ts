import { t } from '@lingui/core/macro';
/** Uploads: PDF, PNG and JPEG up to 10 MB (docs/rules/purchasing.md#invoice-uploads: "up to a stated size"). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

// eslint-disable-next-line lingui/no-unlocalized-strings -- a size with its unit symbol, the same in every language
export const UPLOAD_MAX_LABEL = '10 MB';

const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};

const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The `accept` of the file picker. */
export const UPLOAD_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

/** The accepted type of a file: its declared type, else its extension; null if not accepted. */
function uploadType(file: { name: string; type: string }): string | null {
  if (file.type) return UPLOAD_TYPES[file.type] ? file.type : null;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[ext] ?? null;
}

/** Why a file cannot be uploaded (checked before anything is sent), or null when it can. */
export function uploadProblem(file: { name: string; type: string; size: number }): string | null {
  const name = file.name;
  const max = UPLOAD_MAX_LABEL;
  if (!uploadType(file)) return t`“${name}” is not a PDF, PNG or JPEG file. Only these types can be uploaded.`;
  if (file.size === 0) return t`“${name}” is empty.`;
  if (file.size > UPLOAD_MAX_BYTES) return t`“${name}” is larger than ${max}.`;
  return null;
}

/** How many leading bytes the signature check reads. */
const SIGNATURE_BYTES = 8;

/** A blob's bytes through FileReader (works in every browser and in jsdom). */
export function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result instanceof ArrayBuffer ? reader.result : new ArrayBuffer(0)));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The full check before anything is sent: type, extension and size (`uploadProblem`), then the
 * file's first bytes must carry the signature of the type it claims. An HTML page or a program
 * renamed `.pdf` is refused here, never uploaded.
 */
export async function checkUpload(file: File): Promise<string | null> {
  const problem = uploadProblem(file);
  if (problem) return problem;
  const claimed = uploadType(file);
  const bytes = await readBytes(file.slice(0, SIGNATURE_BYTES));
  if (claimed && bytesMatchType(bytes, claimed)) return null;
  const name = file.name;
  const type = claimed ? UPLOAD_TYPES[claimed] : undefined;
  return type
    ? t`“${name}” is not really a ${type} file: its content does not match its name. Only real PDF, PNG and JPEG files can be uploaded.`
    : t`“${name}” is not really a PDF, PNG or JPEG file: its content does not match its name. Only real PDF, PNG and JPEG files can be uploaded.`;
}

/**
 * Whether an uploaded document may be shown inline: only when the invoice record names an
 * accepted type AND the bytes the server answered carry that type's signature. Anything else
 * (HTML, SVG, XML, a mislabelled file) is only offered as a download, never rendered.
 */
export function isPreviewable(recordType: string, bytes: Uint8Array): boolean {
  return UPLOAD_TYPES[recordType] !== undefined && bytesMatchType(bytes, recordType);
}

/** Checks a file's first bytes against its type, as a server does (magic numbers). */
export function bytesMatchType(bytes: Uint8Array, mimeType: string): boolean {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (mimeType === 'application/pdf') return starts([0x25, 0x50, 0x44, 0x46]); // %PDF
  if (mimeType === 'image/png') return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (mimeType === 'image/jpeg') return starts([0xff, 0xd8, 0xff]);
  return false;
}
