import { factories } from '@strapi/strapi';
import { withNavigationStructure, type StoredItem } from '../services/navigation-structure';

type Entry = { items?: StoredItem[] | null };
type Response = { data: Entry | Entry[] | null; meta?: unknown } | undefined;

const reshape = (response: Response) => {
  if (!response || !response.data) return response;
  const data = Array.isArray(response.data)
    ? response.data.map(withNavigationStructure)
    : withNavigationStructure(response.data);
  return { ...response, data };
};

// The deep populate (pages of all three levels) comes from the route middleware; here only the shape changes.
/* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access -- Strapi types
   `super` of a core controller's methods as any (an object literal's prototype); the results are cast below. */
export default factories.createCoreController('api::navigation.navigation', () => ({
  async find(ctx) {
    return reshape((await super.find(ctx)) as Response);
  },
  async findOne(ctx) {
    return reshape((await super.findOne(ctx)) as Response);
  },
}));
/* eslint-enable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access */
