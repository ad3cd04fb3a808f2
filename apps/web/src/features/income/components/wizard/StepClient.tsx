import type { UseFormReturnType } from '@mantine/form';
import { PartyStep } from '../../../../components/document/PartyStep.tsx';
import { emptyParty, partyFromRecord } from '../../../../components/document/party.ts';
import type { Message } from '../../../../components/MessageModal.tsx';
import type { IncomeFormValues } from '../../form/values.ts';
import { CLIENT_PARTY } from '../../party.ts';
import { FinalConsumerChoice } from './FinalConsumerChoice.tsx';

type Props = {
  form: UseFormReturnType<IncomeFormValues>;
  notify: (message: Message) => void;
  /** Issue 10: 'default' on a new cash or bank sale, 'offer' when editing one, 'none' on a credit. */
  walkIn: 'default' | 'offer' | 'none';
};

/** Step 1 'Información del cliente': the shared contact step, with the sale's 'Consumidor final'. */
export function StepClient({ form, notify, walkIn }: Props) {
  const client = form.values.client;
  return (
    <PartyStep
      kind={CLIENT_PARTY}
      value={client}
      onChange={(party) => form.setFieldValue('client', party)}
      notify={notify}
      top={
        walkIn !== 'none' && (
          <FinalConsumerChoice
            docNumber={client.doc_number}
            byDefault={walkIn === 'default'}
            isEmpty={() => {
              const now = form.getValues().client;
              return !now.name && !now.doc_type && !now.doc_number;
            }}
            onPick={(record) => form.setFieldValue('client', partyFromRecord(record))}
            onOther={() => form.setFieldValue('client', emptyParty)}
            notify={notify}
          />
        )
      }
    />
  );
}
