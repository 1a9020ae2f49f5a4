import type { CreatePaymentMethodBody, PaymentMethodResponse } from '@wallart/shared';
import { api } from '../../../lib/api';

/**
 * `POST /api/payment-methods` (docs/architecture.md#payments-simulated-on-the-server): the simulated processor's tokenization. The card goes
 * here and nowhere else; checkout only ever sees the token, brand and last 4.
 */
export const paymentMethodsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPaymentMethod: build.mutation<PaymentMethodResponse, CreatePaymentMethodBody>({
      query: (body) => ({ url: '/payment-methods', method: 'POST', body }),
    }),
  }),
});

export const { useCreatePaymentMethodMutation } = paymentMethodsApi;
