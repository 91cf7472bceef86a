import { pinField } from '@contract/fields';
import { z } from 'zod';
import { pinFieldName } from './pin-form';

/** Every PIN step posts the four boxes under one name; the schema checks them joined. */
export const pinStepSchema = z.object({ [pinFieldName]: pinField });
