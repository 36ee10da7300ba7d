import { factories } from '@strapi/strapi';
import { inquiryInputSchema, inquiryReference, kickOutbox } from '../../../inquiry';

/**
 * INQUIRY-TOKEN: create answers with the new inquiry's reference only: the create-only token can write an inquiry
 * but never read one back. The mail state is set here, not by the caller, so the outbox decides what is sent.
 */
export default factories.createCoreController('api::inquiry.inquiry', ({ strapi }) => ({
  async create(ctx) {
    const body = (ctx.request as { body?: { data?: unknown } }).body;
    const parsed = inquiryInputSchema.safeParse(body?.data);
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = {
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'invalid inquiry',
          details: { errors: parsed.error.issues.map((i) => ({ path: i.path.map(String), message: i.message })) },
        },
      };
      return;
    }
    const created = await strapi.documents('api::inquiry.inquiry').create({
      data: {
        ...parsed.data,
        inquiryStatus: 'new',
        salesMailState: 'pending',
        salesMailAttempts: 0,
        confirmationMailState: 'pending',
        confirmationMailAttempts: 0,
      },
    });
    // The outbox sends at once; the scheduled run retries whatever this first run could not send.
    void kickOutbox(strapi);
    ctx.status = 201;
    ctx.body = { data: { documentId: created.documentId, reference: inquiryReference(created.id) } };
  },
}));
