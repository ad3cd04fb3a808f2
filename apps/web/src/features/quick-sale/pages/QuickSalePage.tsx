import {
  type ClientRecord,
  FINAL_CONSUMER,
  type IncomeDetail,
  type PaymentMethod,
  PHONE_MSG,
} from '@cc/shared';
import { Box, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Cargando } from '../../../components/Cargando.tsx';
import { PartyNameSearch } from '../../../components/document/PartyNameSearch.tsx';
import { refusalMessage } from '../../../components/errors.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useZeroValueConfirm, zeroValueNames } from '../../../components/ZeroValueConfirm.tsx';
import { todayIso } from '../../../lib/format.ts';
import { METHOD_OPTIONS } from '../../../lib/payment-methods.ts';
import { useSingleSubmit } from '../../../lib/use-single-submit.ts';
import { CLIENT_PARTY, clientQueries, incomeQueries, useCreateIncome } from '../../income/index.ts';
import { ScanButton, useScanToItem } from '../../scan/index.ts';
import {
  type CartLine,
  cartTotal,
  rankItems,
  salePayload,
  searchItems,
  setPrice,
  stepItem,
} from '../cart.ts';
import { CartLines } from '../components/CartLines.tsx';
import { ItemTiles } from '../components/ItemTiles.tsx';
import classes from '../components/QuickSale.module.css';
import { SaleDone } from '../components/SaleDone.tsx';
import { QUICK_SALE_TEXT } from '../messages.ts';
import { quickSaleQueries } from '../queries.ts';

const Q = PHONE_MSG.quickSale;
const SHOWN = 24;

/**
 * '/quick-sale' (issue 10 item 2): tap products (most sold first), adjust with − / +, 'Cobrar'.
 * The client is 'Consumidor final' unless another is picked; cash by default. It sends the same
 * POST /api/incomes/ as the wizard, with its Idempotency-Key.
 */
export function QuickSalePage() {
  const items = useQuery(incomeQueries.sellable());
  const best = useQuery(quickSaleQueries.bestSellers());
  const walkIn = useQuery(clientQueries.finalConsumer());
  const create = useCreateIncome();
  const single = useSingleSubmit();
  const zero = useZeroValueConfirm();
  const scan = useScanToItem((id) => {
    const item = items.data?.find((i) => i.id === id);
    if (item) step(item, 1);
  });
  const [search, setSearch] = useState('');
  const [cart, setCart] = useState<CartLine[]>([]);
  const [method, setMethod] = useState<PaymentMethod>('EFECTIVO');
  const [picked, setPicked] = useState<ClientRecord | null>(null);
  const [clientName, setClientName] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [done, setDone] = useState<IncomeDetail | null>(null);

  const ranked = rankItems(items.data ?? [], best.data ?? []);
  const shown = (search.trim() ? searchItems(ranked, search) : ranked).slice(0, SHOWN);
  const inCart = new Map(cart.map((l) => [l.item.id, l.quantity]));
  const client = picked ?? walkIn.data ?? null;
  const total = cartTotal(cart);

  const step = (item: CartLine['item'], delta: number) => {
    const next = stepItem(cart, item, delta);
    if (next) setCart(next);
    else setMessage({ title: Q.title, text: Q.outOfStock(item.name, item.stock ?? 0), tone: 'info' });
  };

  const send = single.guard(async () => {
    if (!client) return false;
    const result = await create.mutateAsync(salePayload(cart, client, method, todayIso()));
    if (!result.ok) {
      setMessage(refusalMessage(result));
      return false;
    }
    setDone(result.data);
    return false;
  });
  const charge = () =>
    zero.ask(zeroValueNames(cart.map((l) => ({ name: l.item.name, value: l.value }))), send);

  const restart = () => {
    setDone(null);
    setCart([]);
    setSearch('');
    setPicked(null);
    setClientName(null);
  };

  return (
    <>
      <PageHeader title={Q.title} backTo="/my-income" />
      <Stack gap="sm" maw={860} mx="auto">
        <Group gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={Q.search}
            placeholder={Q.search}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <ScanButton onCode={scan.onCode} />
        </Group>
        {items.data && items.data.length === 0 && <Text c="dimmed">{Q.empty}</Text>}
        <ItemTiles items={shown} inCart={inCart} onTap={(item) => step(item, 1)} />
        <CartLines
          cart={cart}
          onStep={(line, delta) => step(line.item, delta)}
          onPrice={(line, value) => setCart(setPrice(cart, line.item.id, value))}
        />
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" data-testid="quick-client">
            {Q.client}: <b>{client?.name ?? FINAL_CONSUMER.name}</b>
          </Text>
          {clientName === null ? (
            <Button variant="subtle" size="compact-sm" onClick={() => setClientName('')}>
              {QUICK_SALE_TEXT.change}
            </Button>
          ) : (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => {
                setPicked(null);
                setClientName(null);
              }}
            >
              {PHONE_MSG.finalConsumer.button}
            </Button>
          )}
        </Group>
        {clientName !== null && (
          <PartyNameSearch
            search={CLIENT_PARTY.search}
            value={clientName}
            onChange={setClientName}
            onPick={(c) => {
              setPicked(c);
              setClientName(null);
            }}
          />
        )}
        <SegmentedControl
          aria-label={Q.method}
          data-testid="quick-method"
          fullWidth
          data={METHOD_OPTIONS}
          value={method}
          onChange={(v) => setMethod(v as PaymentMethod)}
        />
        <Box className={classes.charge}>
          {/* In the sticky bar, above 'Cobrar': further up the page it hid under the bar. Without
              'Consumidor final' (and no client picked) 'Cobrar' stays off: say why. */}
          {walkIn.isError && !picked && (
            <Box mb="xs">
              <LoadError onRetry={() => void walkIn.refetch()} />
            </Box>
          )}
          {items.isError && (
            <Box mb="xs">
              <LoadError onRetry={() => void items.refetch()} />
            </Box>
          )}
          <Button
            fullWidth
            size="lg"
            disabled={cart.length === 0 || !client}
            loading={single.sending}
            onClick={charge}
          >
            {Q.charge(total)}
          </Button>
        </Box>
      </Stack>
      {zero.modal}
      {scan.modal}
      <MessageModal message={message} onClose={() => setMessage(null)} />
      <SaleDone sale={done} onAnother={restart} />
      <Cargando visible={single.sending} />
    </>
  );
}
