import { defineBlock } from '../types';
import { withUi } from '../_shared/translations';
import { ContactBlock } from './ContactBlock';
import { contactSchema } from './schema';

export const definition = defineBlock({ schema: contactSchema, load: withUi, View: ContactBlock });
