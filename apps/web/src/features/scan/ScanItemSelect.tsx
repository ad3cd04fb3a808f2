import { Box, Group, Select, type SelectProps } from '@mantine/core';
import { ScanButton } from './ScanButton.tsx';
import { useScanToItem } from './useScanToItem.tsx';

type Props = SelectProps & {
  /** The item whose reference the camera read. */
  onScan: (inventoryId: number) => void;
};

/**
 * The item field of a document's lines (the sale's product or service, the purchase's product):
 * a searchable select with the barcode button beside it (issue 10, decision 027).
 */
export function ScanItemSelect({ onScan, ...select }: Props) {
  const scan = useScanToItem(onScan);
  return (
    <>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Select style={{ flex: 1 }} searchable {...select} />
        <Box pt={25}>
          <ScanButton onCode={scan.onCode} />
        </Box>
      </Group>
      {scan.modal}
    </>
  );
}
