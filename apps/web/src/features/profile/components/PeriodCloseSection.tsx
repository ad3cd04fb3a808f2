import { bogotaDate, PERIOD_TEXTS as T } from '@cc/shared';
import { Button, PasswordInput, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { booksApi, booksQueries } from '../../../api/books.ts';
import { saveFailure } from '../../../components/errors.ts';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { TouchFriendlySelect } from '../../../components/TouchFriendlySelect.tsx';
import { formatDate } from '../../../lib/format.ts';

const NONE = 'none';

/** The last day of each of the 24 months before this one, newest first ('2026-11-30', …). */
function closableMonths(today: string): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 24 }, (_, i) => new Date(Date.UTC(y, m - 1 - i, 0)).toISOString().slice(0, 10));
}

/**
 * 'Cierre de periodos' in Perfil (issue 23 item 3, ADR 038): closes the books up to a month's last
 * day; choosing an earlier month (or none) reopens and asks for the password. The server checks
 * everything again; this only says what it will do.
 */
export function PeriodCloseSection() {
  const lock = useQuery(booksQueries.lock());
  const queryClient = useQueryClient();
  const months = useMemo(() => closableMonths(bogotaDate(new Date())), []);
  const [choice, setChoice] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  // A shop without a subscription cannot close books: the section is not shown.
  if (lock.isError) return null;
  const current = lock.data?.lock_date ?? null;
  const target = choice === null ? null : choice === NONE ? null : choice;
  const reopening = choice !== null && current !== null && (target === null || target < current);

  const save = async () => {
    setBusy(true);
    const result = await booksApi.moveLock({ lock_date: target, ...(reopening ? { password } : {}) });
    setBusy(false);
    if (!result.ok) {
      setMessage(saveFailure(result, T.title, T.title));
      return;
    }
    setPassword('');
    setChoice(null);
    setMessage({ title: T.saved, text: T.current(result.data.lock_date), tone: 'success' });
    await queryClient.invalidateQueries({ queryKey: booksQueries.all });
  };

  return (
    <SectionCard title={T.title} hint={T.intro} testId="period-close">
      {lock.isPending ? (
        <Skeleton height={48} />
      ) : (
        <Stack gap="sm">
          <Text fw={600} size="sm" data-testid="lock-date">
            {T.current(current)}
          </Text>
          <TouchFriendlySelect
            label={T.month}
            data={[
              ...(current ? [{ value: NONE, label: T.none }] : []),
              ...months.map((d) => ({ value: d, label: formatDate(d) })),
            ]}
            value={choice}
            onChange={setChoice}
            allowDeselect={false}
          />
          {reopening && (
            <PasswordInput
              label={T.password}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="current-password"
            />
          )}
          <Button
            onClick={() => void save()}
            loading={busy}
            disabled={choice === null}
            color={reopening ? 'red' : undefined}
          >
            {reopening ? T.reopen : T.close}
          </Button>
        </Stack>
      )}
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </SectionCard>
  );
}
