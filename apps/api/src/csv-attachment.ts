import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { CSV_BYTE_ORDER_MARK } from './csv-cells';

/**
 * Sends an admin's CSV export as a download, streamed as its rows are read (a year of orders
 * never sits in memory whole), after the byte-order mark Excel needs to read it as UTF-8.
 */
export function sendCsvAttachment(
  reply: FastifyReply,
  rows: AsyncIterable<string>,
  fileName: string,
): FastifyReply {
  const body = Readable.from(
    (async function* () {
      yield CSV_BYTE_ORDER_MARK;
      yield* rows;
    })(),
    { objectMode: false },
  );
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}
