import type { RegisterBody, RegisterResponse } from '@wallart/shared';
import { api } from '../../../lib/api';


export const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterResponse, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
