import { VoidDialogs, type VoidMutation, type VoidTarget, type VoidTexts } from './VoidDialogs.tsx';

/** A module's void texts and its two void mutations (components/document/document-data.ts makes them). */
export type VoidModule = {
  texts: VoidTexts;
  useVoid: () => VoidMutation<number>;
  useVoidPayment: () => VoidMutation<{ id: number; paymentId: number }>;
};

/** The void confirmation and outcome of a sale, purchase or expense, or of one of its abonos. */
export function DocumentVoidDialogs({
  module,
  ...props
}: {
  module: VoidModule;
  target: VoidTarget | null;
  onClose: () => void;
}) {
  return (
    <VoidDialogs
      {...props}
      texts={module.texts}
      voidDocument={module.useVoid()}
      voidPayment={module.useVoidPayment()}
    />
  );
}

type ConfirmTexts = VoidTexts['confirm']['document'];

/** The void texts of a module whose messages name them as docs/product/2-inventory-income-purchases.md §8 does (sales, purchases). */
export const voidTextsOf = (msg: {
  voidConfirm: ConfirmTexts;
  voidPaymentConfirm: ConfirmTexts;
  voidedOk: { title: string; text: (reference: string) => string; payment: (reference: string) => string };
}): VoidTexts => ({
  confirm: { document: msg.voidConfirm, payment: msg.voidPaymentConfirm },
  success: { title: msg.voidedOk.title, document: msg.voidedOk.text, payment: msg.voidedOk.payment },
});
