import { describe, it, expect } from 'vitest';
import { uploadProblem, UPLOAD_MAX_BYTES, bytesMatchType, checkUpload, isPreviewable } from './uploads';

describe('upload validation (before anything is sent)', () => {
  it('accepts PDF, PNG and JPEG up to 10 MB', () => {
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(uploadProblem({ name: 'a.png', type: 'image/png', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(uploadProblem({ name: 'a.JPG', type: '', size: 10 })).toBeNull();
  });

  it('explains each refusal', () => {
    expect(
      uploadProblem({ name: 'notes.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 10 }),
    ).toBe('“notes.docx” is not a PDF, PNG or JPEG file. Only these types can be uploaded.');
    expect(uploadProblem({ name: 'scan.pdf', type: 'application/pdf', size: UPLOAD_MAX_BYTES + 1 })).toBe(
      '“scan.pdf” is larger than 10 MB.',
    );
    expect(uploadProblem({ name: 'empty.pdf', type: 'application/pdf', size: 0 })).toBe('“empty.pdf” is empty.');
    expect(uploadProblem({ name: 'x.gif', type: '', size: 10 })).toMatch(/not a PDF, PNG or JPEG/);
  });

  it('checks the first bytes as the server does', () => {
    expect(bytesMatchType(new TextEncoder().encode('%PDF-1.7'), 'application/pdf')).toBe(true);
    expect(bytesMatchType(new TextEncoder().encode('hello'), 'application/pdf')).toBe(false);
    expect(bytesMatchType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg')).toBe(true);
  });
});

describe('the full upload check reads the first bytes', () => {
  const file = (name: string, type: string, content: BlobPart) => new File([content], name, { type });

  it('accepts real PDF, PNG and JPEG content', async () => {
    await expect(checkUpload(file('a.pdf', 'application/pdf', '%PDF-1.7\n...'))).resolves.toBeNull();
    await expect(checkUpload(file('a.png', '', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])))).resolves.toBeNull();
    await expect(checkUpload(file('a.jpeg', 'image/jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0])))).resolves.toBeNull();
  });

  it('refuses a program or a web page renamed .pdf before anything is sent', async () => {
    await expect(checkUpload(file('invoice.pdf', 'application/pdf', 'MZ\x90\x00 program'))).resolves.toBe(
      '“invoice.pdf” is not really a PDF file: its content does not match its name. Only real PDF, PNG and JPEG files can be uploaded.',
    );
    await expect(checkUpload(file('scan.png', '', '<html><script>alert(1)</script>'))).resolves.toMatch(/not really a PNG file/);
    await expect(checkUpload(file('setup.exe', 'application/x-msdownload', 'MZ'))).resolves.toMatch(/not a PDF, PNG or JPEG/);
  });

  it('previews only a listed type whose bytes carry its signature', () => {
    const html = new TextEncoder().encode('<html><script>parent.document.title=1</script>');
    const pdf = new TextEncoder().encode('%PDF-1.4');
    expect(isPreviewable('application/pdf', pdf)).toBe(true);
    expect(isPreviewable('application/pdf', html)).toBe(false);
    expect(isPreviewable('text/html', html)).toBe(false);
    expect(isPreviewable('image/svg+xml', new TextEncoder().encode('<svg onload="x()"/>'))).toBe(false);
  });
});
