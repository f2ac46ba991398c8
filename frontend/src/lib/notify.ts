import { toast } from 'react-toastify';
import { errorMessage } from './error-message';

/**
 * The one way the app shows toasts (docs/web-app.md), so the wording rules live in one place and tests can assert on the
 * visible text. Callers pass human messages; internal details are logged, never shown.
 */
export const notify = {
  error(error: unknown): void {
    toast.error(errorMessage(error));
  },
  warning(message: string): void {
    toast.warning(message);
  },
  info(message: string): void {
    toast.info(message);
  },
  success(message: string): void {
    toast.success(message);
  },
};
