import { defineBlock } from '../types';
import { ContactBlock } from './ContactBlock';
import { contactSchema } from './schema';

export const definition = defineBlock({ schema: contactSchema, View: ContactBlock });
