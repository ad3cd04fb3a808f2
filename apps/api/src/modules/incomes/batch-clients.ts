import type { ClientInput } from '@cc/shared';
import type { Tx } from '../../db/client.ts';
import type { ThirdParty } from '../../ledger/index.ts';
import { thirdPartyOf } from '../contacts/index.ts';
import { saveClient } from './clients.ts';

/**
 * The clients of a batch of sales (createSales), saved as the sales would save them one by one but
 * without repeating a save that changes nothing: a form's client is saved again only when it
 * differs from what the batch last wrote to that contact (so the contact ends as the last sale
 * naming it left it), and each contact's third party is read once per version.
 */
export class BatchClients {
  /** Client form (as JSON) → the contact it was saved to. */
  private readonly saved = new Map<string, number>();
  /** Contact → the form (as JSON) last saved to it, and its third party as then. */
  private readonly latest = new Map<number, { key: string; party?: ThirdParty | null }>();

  constructor(
    private readonly tx: Tx,
    private readonly userId: number,
    private readonly now: Date,
  ) {}

  /** The contact of a sale's client form, saved (saveClient: same checks and refusals) if needed. */
  async save(input: ClientInput): Promise<number> {
    const key = JSON.stringify(input);
    const id = this.saved.get(key);
    if (id !== undefined && this.latest.get(id)?.key === key) return id;
    const saved = await saveClient(this.tx, this.userId, input, this.now);
    this.saved.set(key, saved);
    this.latest.set(saved, { key });
    return saved;
  }

  /** The journal's name and document of a saved contact, as it stands now. */
  async thirdParty(clientId: number): Promise<ThirdParty | null> {
    const current = this.latest.get(clientId);
    if (current && current.party !== undefined) return current.party;
    const party = await thirdPartyOf(this.tx, 'client', this.userId, clientId);
    if (current) current.party = party;
    return party;
  }
}
