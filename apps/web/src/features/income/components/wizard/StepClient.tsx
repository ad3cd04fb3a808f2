import { INCOME_MSG } from '@cc/shared';
import { ActionIcon, Grid, TextInput, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { clientsApi } from '../../../../api/clients.ts';
import { type Contact, ContactFields } from '../../../../components/document/ContactFields.tsx';
import type { Message } from '../../../../components/MessageModal.tsx';
import { DocumentTypeSelect } from '../../../../components/ReferenceSelects.tsx';
import { refusalMessage } from '../../../../lib/errors.ts';
import { wordsFilter } from '../../../../lib/search.ts';
import type { IncomeWizard } from '../../form/useIncomeForm.ts';
import { emptyClient } from '../../form/values.ts';
import { ClientNameSearch } from './ClientNameSearch.tsx';
import { FinalConsumerChoice } from './FinalConsumerChoice.tsx';

type Props = {
  wizard: IncomeWizard;
  notify: (message: Message) => void;
  /** Issue 10: 'default' on a new cash or bank sale, 'offer' when editing one, 'none' on a credit. */
  walkIn: 'default' | 'offer' | 'none';
};

/** Step 1 'Información del cliente': look a client up by document or by name, or type a new one. */
export function StepClient({ wizard, notify, walkIn }: Props) {
  const { form, setClientField } = wizard;
  const client = form.values.client;
  const [looking, setLooking] = useState(false);

  const lookUp = async () => {
    const docNumber = client.doc_number.trim();
    if (!client.doc_type) return notify({ title: INCOME_MSG.alertTitle, text: INCOME_MSG.alert.docType });
    if (!docNumber) return notify({ title: INCOME_MSG.alertTitle, text: INCOME_MSG.alert.docNumber });
    setLooking(true);
    const result = await clientsApi.byDocument(Number(client.doc_type), docNumber);
    setLooking(false);
    if (result.ok) {
      wizard.fillClient(result.data);
      return;
    }
    if (result.status === 404) {
      wizard.clearClient();
      notify({ title: INCOME_MSG.notFoundTitle, text: INCOME_MSG.clientNotFound(docNumber), tone: 'info' });
      return;
    }
    notify(refusalMessage(result));
  };

  return (
    <Grid gutter="sm">
      {walkIn !== 'none' && (
        <Grid.Col span={12}>
          <FinalConsumerChoice
            docNumber={client.doc_number}
            byDefault={walkIn === 'default'}
            isEmpty={() => {
              const now = form.getValues().client;
              return !now.name && !now.doc_type && !now.doc_number;
            }}
            onPick={wizard.fillClient}
            onOther={() => form.setFieldValue('client', emptyClient)}
            notify={notify}
          />
        </Grid.Col>
      )}
      <Grid.Col span={12}>
        <ClientNameSearch
          value={client.name}
          onChange={(name) => setClientField('name', name)}
          onPick={wizard.fillClient}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <DocumentTypeSelect
          placeholder="Seleccione"
          searchable
          filter={wordsFilter}
          value={client.doc_type || null}
          onChange={(v) => setClientField('doc_type', v ?? '')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <TextInput
          label="Número de documento"
          withAsterisk
          inputMode="numeric"
          value={client.doc_number}
          onChange={(e) => setClientField('doc_number', e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void lookUp();
            }
          }}
          rightSection={
            <Tooltip label="Buscar cliente por documento">
              <ActionIcon
                variant="filled"
                loading={looking}
                onClick={() => void lookUp()}
                aria-label="Buscar cliente por documento"
              >
                <IconSearch size={16} />
              </ActionIcon>
            </Tooltip>
          }
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <ContactFields
          contact={client}
          onChange={(patch) => {
            for (const [field, value] of Object.entries(patch)) {
              setClientField(field as keyof Contact, value ?? '');
            }
          }}
        />
      </Grid.Col>
    </Grid>
  );
}
