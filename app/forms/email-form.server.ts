import { emailField } from '@contract/fields';
import { z } from 'zod';

/** The email step of sign-in and the Forgot-PIN form: the contract's own email rule. */
export const emailFormSchema = z.object({ email: emailField });
