import type { ContactRecord } from '@cc/shared';
import { ActionIcon, Grid, TextInput, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { ApiResult } from '../../api/client.ts';
import { wordsFilter } from '../../lib/search.ts';
import { refusalMessage } from '../errors.ts';
import type { Message } from '../MessageModal.tsx';
import { DocumentTypeSelect } from '../ReferenceSelects.tsx';
import { type Contact, ContactFields } from './ContactFields.tsx';
import { type NameSearch, PartyNameSearch } from './PartyNameSearch.tsx';
import { emptyParty, type PartyFields, partyFromRecord, withField } from './party.ts';
import { PARTY_TEXT } from './texts.ts';

/** A contact kind (the sale's client, the purchase's provider): its api, texts and name search. */
export type PartyKind = {
  /** 'Buscar cliente por documento' / 'Buscar proveedor'. */
  lookupLabel: string;
  byDocument: (docType: number, docNumber: string) => Promise<ApiResult<ContactRecord>>;
  search: NameSearch;
  /** The module's `*_MSG`: its alert title, document alerts and 'No encontrado' title. */
  texts: { alertTitle: string; alert: { docType: string; docNumber: string }; notFoundTitle: string };
  notFound: (docNumber: string) => string;
};

type Props = {
  kind: PartyKind;
  value: PartyFields;
  onChange: (party: PartyFields) => void;
  notify: (message: Message) => void;
  /** Above the fields: the sale's 'Consumidor final' choice. */
  top?: ReactNode;
};

/**
 * The client step of a sale and the provider step of a purchase (docs/product/2-inventory-income-purchases.md §5): look the contact up
 * by document ('No encontrado' clears it but keeps the document, ready for a new one) or by name,
 * or type a new one.
 */
export function PartyStep({ kind, value, onChange, notify, top }: Props) {
  const [looking, setLooking] = useState(false);
  const T = kind.texts;
  const set = (field: Exclude<keyof PartyFields, 'id'>, text: string) =>
    onChange(withField(value, field, text));

  const lookUp = async () => {
    const docNumber = value.doc_number.trim();
    if (!value.doc_type) return notify({ title: T.alertTitle, text: T.alert.docType, tone: 'error' });
    if (!docNumber) return notify({ title: T.alertTitle, text: T.alert.docNumber, tone: 'error' });
    setLooking(true);
    const result = await kind.byDocument(Number(value.doc_type), docNumber);
    setLooking(false);
    if (result.ok) return onChange(partyFromRecord(result.data));
    // Only a 404 means unknown.
    if (result.status === 404) {
      onChange({ ...emptyParty, doc_type: value.doc_type, doc_number: value.doc_number });
      return notify({ title: T.notFoundTitle, text: kind.notFound(docNumber), tone: 'info' });
    }
    notify(refusalMessage(result));
  };

  return (
    <Grid gutter="sm">
      {top && <Grid.Col span={12}>{top}</Grid.Col>}
      <Grid.Col span={12}>
        <PartyNameSearch
          search={kind.search}
          value={value.name}
          onChange={(name) => set('name', name)}
          onPick={(contact) => onChange(partyFromRecord(contact))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <DocumentTypeSelect
          placeholder={PARTY_TEXT.docTypePlaceholder}
          searchable
          filter={wordsFilter}
          value={value.doc_type || null}
          onChange={(v) => set('doc_type', v ?? '')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <TextInput
          label={PARTY_TEXT.docNumber}
          withAsterisk
          inputMode="numeric"
          maxLength={20}
          value={value.doc_number}
          onChange={(e) => set('doc_number', e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void lookUp();
            }
          }}
          rightSection={
            <Tooltip label={kind.lookupLabel}>
              <ActionIcon
                variant="filled"
                loading={looking}
                onClick={() => void lookUp()}
                aria-label={kind.lookupLabel}
              >
                <IconSearch size={16} />
              </ActionIcon>
            </Tooltip>
          }
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <ContactFields
          contact={value}
          onChange={(patch) => {
            let next = value;
            for (const [field, text] of Object.entries(patch))
              next = withField(next, field as keyof Contact, text ?? '');
            onChange(next);
          }}
        />
      </Grid.Col>
    </Grid>
  );
}
