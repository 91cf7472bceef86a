import { payCheckoutRequest } from '@contract/checkout';

/** The card form of the test provider's checkout: the backend's own request schema. */
export const payFormSchema = payCheckoutRequest;
