import { useMutation } from '@tanstack/react-query';
import { ordersExportFileName, type OrdersExportQuery } from '@ninetonine/contract';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/form/text-field';
import { hasErrors, type FieldErrors } from '@/lib/form-errors';
import { downloadOrdersExport } from '../api/download-orders-export';
import { defaultExportRange, exportRangeErrors, type ExportRangeField } from '../export-range';
import styles from './staff-dashboard.module.css';

/** Every order of a range of days as a CSV file (for the accountant, a spreadsheet). */
export function OrdersExportForm({ day }: { day: string }) {
  const [range, setRange] = useState(() => defaultExportRange(day));
  const [errors, setErrors] = useState<FieldErrors<ExportRangeField>>({});
  const download = useMutation({
    mutationFn: (r: OrdersExportQuery) => downloadOrdersExport(r),
  });

  const set = (field: ExportRangeField) => (value: string) => {
    setRange((r) => ({ ...r, [field]: value }));
    setErrors({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = exportRangeErrors(range.from, range.to);
    setErrors(found);
    if (!hasErrors(found)) download.mutate(range);
  };

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="orders-export-title">
      <h2 id="orders-export-title" className={styles.panelTitle}>
        Export orders
      </h2>
      <p className="muted">
        Every order placed on the days chosen (both included), whatever its status, as a CSV file
        for a spreadsheet.
      </p>
      <form className={styles.exportForm} onSubmit={submit} noValidate>
        <TextField
          id="export-from"
          label="From"
          type="date"
          value={range.from}
          onValueChange={set('from')}
          error={errors.from}
          required
        />
        <TextField
          id="export-to"
          label="To"
          type="date"
          value={range.to}
          onValueChange={set('to')}
          error={errors.to}
          required
        />
        <button type="submit" className="btn btn-primary" disabled={download.isPending}>
          {download.isPending ? 'Preparing the file…' : 'Export orders (CSV)'}
        </button>
      </form>
      <div role="status" className={styles.exportStatus}>
        {download.isSuccess &&
          `Downloaded ${ordersExportFileName(download.variables.from, download.variables.to)}.`}
      </div>
      {download.isError && (
        <p role="alert" className="alert">
          {download.error.message}
        </p>
      )}
    </section>
  );
}
