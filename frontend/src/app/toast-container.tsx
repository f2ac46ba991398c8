import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { toastContainerMounted } from '@/lib/notify';

/**
 * The site's toast container (docs/web-app.md: top-right, closes after 3 s, close button, pauses on hover
 * and focus loss). A module of its own so react-toastify downloads with the first toast (see lib/notify.ts).
 */
export default function SiteToastContainer() {
  // Runs after ToastContainer's own subscription (children's effects run first): toasts may go out now.
  useEffect(toastContainerMounted, []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={3000}
      closeButton
      pauseOnHover
      pauseOnFocusLoss
      draggable
      theme="light"
    />
  );
}
