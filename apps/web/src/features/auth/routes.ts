import { lazy } from 'react';
import { ChangePasswordPage } from './pages/ChangePasswordPage.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { LogoutPage } from './pages/LogoutPage.tsx';
import { ResetPasswordPage } from './pages/ResetPasswordPage.tsx';
import { loadSignUpPage } from './sign-up-chunk.ts';

/** The account screens, for the route table (docs/product/1-account.md §2). */
export const authPages = {
  login: LoginPage,
  logout: LogoutPage,
  resetPassword: ResetPasswordPage,
  changePassword: ChangePasswordPage,
  // The wizard carries the captcha widget and the legal text: loaded only when visited.
  signUp: lazy(() => loadSignUpPage().then((m) => ({ default: m.SignUpPage }))),
};
