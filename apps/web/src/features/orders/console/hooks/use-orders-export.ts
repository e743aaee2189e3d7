import type { StaffOrderFilters } from '@netshop/contract';
import { useState } from 'react';
import { consoleOrdersApi } from '../api/orders-console-api';

/** Downloads the filtered orders as CSV (fetched with the staff token, then saved from a blob). */
export function useOrdersExport() {
  const [exporting, setExporting] = useState(false);
  const run = async (filters: StaffOrderFilters) => {
    setExporting(true);
    try {
      const blob = await consoleOrdersApi.exportCsv(filters);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `orders-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      // The client has shown why.
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
