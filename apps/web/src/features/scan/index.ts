/** The barcode scanner's face (ADR 034): what the sale, quick-sale and purchase forms scan with. */
export { ScanButton } from './ScanButton.tsx';
export { ScanItemSelect } from './ScanItemSelect.tsx';
export { useScanToItem } from './useScanToItem.tsx';
