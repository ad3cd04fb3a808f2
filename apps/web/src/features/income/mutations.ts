import { INCOME_DATA } from './queries.ts';

export const {
  useCreate: useCreateIncome,
  useUpdate: useUpdateIncome,
  useVoid: useVoidIncome,
  useCreatePayment,
  useUpdatePayment,
  useVoidPayment,
} = INCOME_DATA.mutations;
