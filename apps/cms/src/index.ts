import type { Core } from '@strapi/strapi';
import { bootstrapCms } from './bootstrap';
import { registerRevalidation, type Revalidator } from './revalidate';
import { registerBlockValidation } from './validation';

let revalidator: Revalidator;

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    revalidator = registerRevalidation(strapi);
    registerBlockValidation(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await bootstrapCms(strapi, revalidator);
  },
};
