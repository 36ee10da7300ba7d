import { factories } from '@strapi/strapi';

// INQUIRY-PRIVATE: create only; no find/findOne route exists, so no token or role can read inquiries through the
// content API (a read-only API token would otherwise get find on every type). Editors read them in the admin.
export default factories.createCoreRouter('api::inquiry.inquiry', { only: ['create'] });
