import { INCOME_MSG } from '@cc/shared';
import { Badge, Group } from '@mantine/core';

type Props = {
  deleted: boolean;
  finished: boolean;
  /** The document's own tag (not an abono's) is found by tests under this id. */
  finishedTestId?: string;
};

/** 'Anulado' (voided) and 'Finalizado' (paid in full) of docs/product/2-inventory-income-purchases.md §4, on sales and purchases. */
export function StatusTags({ deleted, finished, finishedTestId }: Props) {
  if (!deleted && !finished) return null;
  return (
    <Group gap={4}>
      {deleted && (
        <Badge color="red" variant="light" size="sm">
          {INCOME_MSG.voidedTag}
        </Badge>
      )}
      {finished && !deleted && (
        <Badge color="brand" variant="light" size="sm" data-testid={finishedTestId}>
          {INCOME_MSG.finishedTag}
        </Badge>
      )}
    </Group>
  );
}
