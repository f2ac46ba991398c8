/** The auth screens the member module routes to (loaded on demand). */
export { SignUpPage } from './sign-up-page';
export { ResetPasswordPage } from './reset-password-page';
export { SettingPage } from './setting-page';
