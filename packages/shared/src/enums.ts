import { z } from 'zod';

export const FINANCIAL_TYPES = ['ACTIVOS', 'PASIVOS'] as const;
export const ZFinancialType = z.enum(FINANCIAL_TYPES);
export type FinancialType = z.infer<typeof ZFinancialType>;

export const FINANCIAL_MOVS = ['INGRESO', 'GASTO'] as const;
export const ZFinancialMov = z.enum(FINANCIAL_MOVS);
export type FinancialMov = z.infer<typeof ZFinancialMov>;

/** What a financial category applies to. COMPRA are the purchase categories 4, 5, 6. */
export const CATEGORY_APPLIES_TO = ['ACTIVOS', 'PASIVOS', 'INGRESO', 'GASTO', 'COMPRA'] as const;
export type CategoryAppliesTo = (typeof CATEGORY_APPLIES_TO)[number];

export const INVENTORY_CATEGORIES = ['PRODUCTO FABRICADO', 'PRODUCTO COMPRADO', 'SERVICIO'] as const;
export const ZInventoryCategory = z.enum(INVENTORY_CATEGORIES);
export type InventoryCategory = z.infer<typeof ZInventoryCategory>;

export const PAYMENT_TYPES = ['CONTADO', 'CREDITO'] as const;
export const ZPaymentType = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof ZPaymentType>;

export const PAYMENT_METHODS = ['EFECTIVO', 'BANCO'] as const;
export const ZPaymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof ZPaymentMethod>;
