import { type ClientRecord, isFinalConsumerDocument, PHONE_MSG } from '@cc/shared';
import { Button, Group, Text } from '@mantine/core';
import { IconUser, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../api/client.ts';
import { refusalMessage } from '../../../../components/errors.ts';
import type { Message } from '../../../../components/MessageModal.tsx';
import { INCOME_TEXT } from '../../messages.ts';
import { clientQueries } from '../../queries.ts';

type Props = {
  docNumber: string;
  /** A cash or bank sale starts as a walk-in sale. */
  byDefault: boolean;
  /** Read when the record arrives: nothing typed meanwhile, so the default may fill the step. */
  isEmpty: () => boolean;
  onPick: (client: ClientRecord) => void;
  onOther: () => void;
  notify: (message: Message) => void;
};

/** Loads 'Consumidor final' (created on first use); one place for the wizard and the quick sale. */
export function useFinalConsumer(notify: (message: Message) => void) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const load = async (): Promise<ClientRecord | null> => {
    setLoading(true);
    try {
      return await queryClient.fetchQuery(clientQueries.finalConsumer());
    } catch (error) {
      notify(refusalMessage(error instanceof ApiError ? error : { status: 0, data: null }));
      return null;
    } finally {
      setLoading(false);
    }
  };
  return { load, loading };
}

/**
 * Issue 10 item 1: one tap for the walk-in buyer on the client step, and the default of a cash or
 * bank sale (a credit needs a named client, so the wizard does not offer it there).
 */
export function FinalConsumerChoice({ docNumber, byDefault, isEmpty, onPick, onOther, notify }: Props) {
  const { load, loading } = useFinalConsumer(notify);
  const picked = isFinalConsumerDocument(docNumber);
  const pick = async (onlyIfEmpty = false) => {
    const client = await load();
    if (client && (!onlyIfEmpty || isEmpty())) onPick(client);
  };
  const started = useRef(false);
  useEffect(() => {
    if (!byDefault || started.current) return;
    started.current = true;
    if (isEmpty()) void pick(true);
  });

  return (
    <Group gap="sm" wrap="wrap" data-testid="final-consumer">
      <Button
        variant={picked ? 'filled' : 'light'}
        leftSection={<IconUser size={18} />}
        loading={loading}
        onClick={() => void pick()}
        aria-pressed={picked}
      >
        {PHONE_MSG.finalConsumer.button}
      </Button>
      {picked && (
        <>
          <Button variant="default" leftSection={<IconUserPlus size={18} />} onClick={onOther}>
            {INCOME_TEXT.otherClient}
          </Button>
          <Text size="sm" c="dimmed" w="100%">
            {PHONE_MSG.finalConsumer.hint}
          </Text>
        </>
      )}
    </Group>
  );
}
