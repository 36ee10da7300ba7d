import { factories } from '@strapi/strapi';
import { withDefaultPopulate } from '../../../populate/route-config';

// Deep populate is applied by one route middleware (src/middlewares/default-populate.ts).
export default factories.createCoreRouter('api::news-article.news-article', {
  config: withDefaultPopulate('api::news-article.news-article'),
});
