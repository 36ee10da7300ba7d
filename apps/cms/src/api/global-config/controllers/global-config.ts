import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::global-config.global-config');
