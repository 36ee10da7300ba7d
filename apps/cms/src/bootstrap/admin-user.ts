import type { Core } from '@strapi/strapi';

/** A super admin for local use, only when ADMIN_EMAIL and ADMIN_PASSWORD are set; never changed afterwards. */
export async function ensureAdminUser(strapi: Core.Strapi): Promise<void> {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) return;
  // Services are untyped (Core.Service); these are the parts the bootstrap uses.
  const users = strapi.service('admin::user') as {
    exists(where: { email: string }): Promise<boolean>;
    create(data: Record<string, unknown>): Promise<unknown>;
  };
  if (await users.exists({ email: email.toLowerCase() })) return;
  const roles = strapi.service('admin::role') as { getSuperAdmin(): Promise<{ id: number } | null> };
  const superAdmin = await roles.getSuperAdmin();
  if (!superAdmin) throw new Error('bootstrap: super admin role not found');
  await users.create({
    email: email.toLowerCase(),
    firstname: process.env.ADMIN_FIRSTNAME ?? 'Qilak',
    lastname: process.env.ADMIN_LASTNAME ?? 'Admin',
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`bootstrap: admin user ${email} created`);
}
