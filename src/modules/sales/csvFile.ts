import { toTable, type CsvTable } from './csvImport';

/**
 * A CSV file's text as cells, by papaparse (loaded here, only when a file is imported, so the
 * library stays out of every other page's bundle). The separator is guessed (`;` `,` tab `|`).
 */
export async function readCsvTable(text: string): Promise<CsvTable> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false, delimitersToGuess: [';', ',', '\t', '|'] });
  return toTable(parsed.data);
}

/** A file's text (UTF-8) through FileReader: works in every browser and in jsdom. */
export function fileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}
