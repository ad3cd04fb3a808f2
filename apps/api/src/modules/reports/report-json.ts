import { Readable } from 'node:stream';
import type { ReportFile } from './file-xlsx.ts';

/**
 * A report whose rows come in batches (the journal's and the ledger's whole range) as the same
 * JSON the route answers for any report — its fields in order, `rows` one array — written a batch
 * at a time as the rows are read. Built whole, a year of a 100k-sale shop's journal held the
 * server's only thread for seconds while it was serialised (/api/health waited up to 7.5 s) and
 * its memory past 1 GB (ADR 023). A failure mid-way destroys the stream: the client gets a cut
 * answer, never a shorter list of rows presented as whole.
 */
export function reportJson(report: ReportFile): Readable {
  return Readable.from(
    (async function* () {
      let sep = '{';
      for (const [key, value] of Object.entries(report)) {
        if (value === undefined) continue;
        if (key !== 'rows') {
          yield Buffer.from(`${sep}${JSON.stringify(key)}:${JSON.stringify(value)}`, 'utf8');
        } else {
          yield Buffer.from(`${sep}"rows":[`, 'utf8');
          let first = true;
          for await (const batch of report.rows) {
            if (batch.length === 0) continue;
            const json = batch.map((r) => JSON.stringify(r)).join(',');
            yield Buffer.from(first ? json : `,${json}`, 'utf8');
            first = false;
          }
          yield Buffer.from(']', 'utf8');
        }
        sep = ',';
      }
      yield Buffer.from(sep === '{' ? '{}' : '}', 'utf8');
    })(),
  );
}
