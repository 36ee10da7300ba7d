import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::global-config.global-config');
