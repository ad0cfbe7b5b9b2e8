import { useMemo, useState } from 'react';
import { getErrorMessage, requestError } from '@/api/errors';
import { useSubmitGuard } from '@/lib/useSubmitGuard';
import { useSaveSalesMutation } from './api';
import { fileText, readCsvTable } from './csvFile';
import { guessSettings, readSalesRows, type CsvTable, type ImportSettings } from './csvImport';
import { SALES_MESSAGES } from './messages';
import type { SalesDayInput } from './types';

/**
 * The import's state: the file's table, the chosen columns and formats, each row checked, and the
 * save (all days at once, only when no row is wrong; one send at a time). What was chosen stays
 * when a save fails.
 */
export function useSalesImport(storeId: string, onSaved: (count: number) => void) {
  const [table, setTable] = useState<CsvTable | null>(null);
  const [settings, setSettings] = useState<ImportSettings | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [save, { isLoading: busy }] = useSaveSalesMutation();
  const guard = useSubmitGuard();

  const rows = useMemo(() => (table && settings ? readSalesRows(table, settings) : []), [table, settings]);
  const days = rows.flatMap((r) => (r.day ? [r.day] : []));
  const wrong = rows.filter((r) => r.errors.length > 0);
  const columnsChosen = settings !== null && settings.date >= 0 && settings.net >= 0 && settings.gross >= 0;

  const readFile = async (file: File | undefined) => {
    setSaveError(null);
    setFileError(null);
    setTable(null);
    setSettings(null);
    if (!file) return;
    try {
      const read = await readCsvTable(await fileText(file));
      setTable(read);
      setSettings(guessSettings(read));
    } catch {
      setFileError(SALES_MESSAGES.unreadable);
    }
  };

  const send = async (toSave: SalesDayInput[]) => {
    setSaveError(null);
    try {
      await save({ storeId, days: toSave }).unwrap();
      setTable(null);
      setSettings(null);
      onSaved(toSave.length);
    } catch (error) {
      setSaveError(getErrorMessage(requestError(error), SALES_MESSAGES.save));
    }
  };

  const ready = columnsChosen && rows.length > 0 && wrong.length === 0;
  return {
    table,
    settings,
    setSettings,
    rows,
    days,
    wrong,
    columnsChosen,
    fileError,
    saveError,
    busy,
    ready,
    readFile: (file: File | undefined) => void readFile(file),
    saveAll: guard(() => (ready ? send(days) : undefined)),
  };
}
