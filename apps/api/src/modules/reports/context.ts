import type { Tx } from '../../db/client.ts';

/** What every report builder gets: the user's snapshot transaction and the validated range. */
export type ReportContext = {
  tx: Tx;
  userId: number;
  from: string;
  to: string;
};
