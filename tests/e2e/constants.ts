/** The tag-manager id the production instance runs with (valid: GTM- and uppercase letters and digits). */
export const TEST_GTM_ID = 'GTM-QILAK01';
