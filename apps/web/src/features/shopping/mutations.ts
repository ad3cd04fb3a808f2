import { SHOPPING_DATA } from './queries.ts';

export const {
  useCreate: useCreateShopping,
  useUpdate: useUpdateShopping,
  useVoid: useVoidShopping,
  useCreatePayment: useCreateShoppingPayment,
  useUpdatePayment: useUpdateShoppingPayment,
  useVoidPayment: useVoidShoppingPayment,
} = SHOPPING_DATA.mutations;
