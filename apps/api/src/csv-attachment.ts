import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { CSV_BYTE_ORDER_MARK } from './csv-cells';

/**
 * Sends an admin's CSV export as a download, after the byte-order mark Excel needs to read it as
 * UTF-8: rows are streamed as they are read (a year of orders never sits in memory whole), a
 * string (a month's invoices) is sent as it is. The reply is a route's typed one: CSV is text,
 * not JSON, so it steps outside the typed serializer here, once for every export.
 */
export function sendCsvAttachment(
  typedReply: object,
  csv: AsyncIterable<string> | string,
  fileName: string,
): FastifyReply {
  const reply = typedReply as FastifyReply;
  const body =
    typeof csv === 'string'
      ? CSV_BYTE_ORDER_MARK + csv
      : Readable.from(
          (async function* () {
            yield CSV_BYTE_ORDER_MARK;
            yield* csv;
          })(),
          { objectMode: false },
        );
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}
