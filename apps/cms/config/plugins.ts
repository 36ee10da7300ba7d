import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } },
  upload: { config: { sizeLimit: 20 * 1024 * 1024 } },
  // Mail (password reset, email confirmation) goes to an SMTP server when SMTP_HOST is set; tests point it at
  // a local SMTP peer. Without it Strapi's default (sendmail) is kept.
  ...(env('SMTP_HOST')
    ? {
        email: {
          config: {
            provider: 'nodemailer',
            providerOptions: {
              host: env('SMTP_HOST'),
              port: env.int('SMTP_PORT', 587),
              secure: env.bool('SMTP_SECURE', false),
              ignoreTLS: !env.bool('SMTP_SECURE', false),
              ...(env('SMTP_USER') ? { auth: { user: env('SMTP_USER'), pass: env('SMTP_PASSWORD') } } : {}),
            },
            settings: {
              defaultFrom: env('SMTP_FROM', 'Qilak Seafood <no-reply@qilakseafood.com>'),
              defaultReplyTo: env('SMTP_REPLY_TO', 'no-reply@qilakseafood.com'),
            },
          },
        },
      }
    : {}),
});

export default config;
