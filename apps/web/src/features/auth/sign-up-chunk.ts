/**
 * The sign-up wizard's chunk (it carries the captcha widget and the legal text). The login page
 * asks for it as it opens, so tapping 'Regístrate' shows the wizard at once (issue 30 item 3).
 */
export const loadSignUpPage = () => import('./pages/SignUpPage.tsx');
