/** The electronic-invoicing feature's face (ADR 034, issue 28). */
export { EinvoiceStatus } from './components/EinvoiceStatus.tsx';
export { EINVOICE_TEXT } from './messages.ts';
export { einvoicePages } from './routes.ts';
