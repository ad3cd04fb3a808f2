import { type IncomeDetail, PHONE_MSG } from '@cc/shared';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { WhatsAppInvoice } from '../../income/index.ts';
import { QUICK_SALE_TEXT } from '../messages.ts';

type Props = { sale: IncomeDetail | null; onAnother: () => void };

const Q = PHONE_MSG.quickSale;

/** After 'Cobrar': the sale's number and total, the next sale one tap away. */
export function SaleDone({ sale, onAnother }: Props) {
  return (
    <Modal
      opened={sale !== null}
      onClose={onAnother}
      withCloseButton={false}
      centered
      size="sm"
      title={Q.done}
    >
      {sale && (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="brand" size="lg" radius="xl">
              <IconCircleCheck size={22} />
            </ThemeIcon>
            <Text data-testid="quick-done">{Q.doneText(sale.reference, sale.value)}</Text>
          </Group>
          <WhatsAppInvoice doc={sale} />
          <Button onClick={onAnother} data-autofocus>
            {Q.another}
          </Button>
          <Button component={Link} to="/my-income" variant="default">
            {QUICK_SALE_TEXT.goToIncomes}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
