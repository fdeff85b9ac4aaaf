import { queryOptions } from '@tanstack/react-query';
import {
  STAFF_TABLES_PATH,
  staffTablePath,
  staffTableTokenPath,
  type StaffTable,
  type TableInput,
  type TableUpdate,
} from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { getFrom } from '@/lib/api-get';
import { useListWrite } from '@/lib/list-write';
import { dineInKeys } from './dine-in-keys';

/** GET /staff/tables: every table with its QR link, drawing and tab not closed yet. */
export function tablesQuery() {
  return queryOptions({
    queryKey: dineInKeys.tables(),
    queryFn: getFrom(
      STAFF_TABLES_PATH,
      'We could not load the tables.',
      (answer: { tables: StaffTable[] }) => answer.tables,
    ),
  });
}

/** POST /staff/tables */
async function postTable(input: TableInput): Promise<StaffTable> {
  const { data } = await apiClient.post<{ table: StaffTable }>(STAFF_TABLES_PATH, input);
  return data.table;
}
export const useCreateTable = () => useListWrite(postTable, dineInKeys.all);

/** PATCH /staff/tables/{id} */
async function patchTable({ id, changes }: { id: string; changes: TableUpdate }) {
  const { data } = await apiClient.patch<{ table: StaffTable }>(
    staffTablePath(encodeURIComponent(id)),
    changes,
  );
  return data.table;
}
export const useUpdateTable = () => useListWrite(patchTable, dineInKeys.all);

/** DELETE /staff/tables/{id}: its QR stops working (refused while its tab is open). */
async function deleteTable(id: string): Promise<void> {
  await apiClient.delete(staffTablePath(encodeURIComponent(id)));
}
export const useRemoveTable = () => useListWrite(deleteTable, dineInKeys.all);

/** POST /staff/tables/{id}/token: a new QR; the printed one stops working at once. */
async function postNewToken(id: string): Promise<StaffTable> {
  const { data } = await apiClient.post<{ table: StaffTable }>(
    staffTableTokenPath(encodeURIComponent(id)),
  );
  return data.table;
}
export const useRegenerateQr = () => useListWrite(postNewToken, dineInKeys.all);
