// Object URLs for file previews. `URL.createObjectURL` keeps the file in memory until the URL is revoked,
// so the form owns every URL it creates: a URL is revoked as soon as no form value refers to it (file
// replaced, cleared, field removed, form reset or re-initialised) and all are revoked when the form unmounts.
// Sweeping by "still referenced" covers every way a value can change, including the run-time API, in one
// place; revoking in a field's unmount effect instead would break under StrictMode's remount and when a
// layout change remounts a field whose value lives on.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { isFileValue } from './file-value';
import type { FormValues } from './form-values';

interface PreviewUrls {
  create(file: File): string;
}

const PreviewUrlsContext = createContext<PreviewUrls | null>(null);

export function usePreviewUrls(): PreviewUrls {
  const context = useContext(PreviewUrlsContext);
  if (!context) throw new Error('usePreviewUrls must be used inside a DynamicForm.');
  return context;
}

function collectLocalUrls(value: unknown, found: Set<string>): Set<string> {
  if (isFileValue(value)) {
    if (value.isLocal) found.add(value.filePath);
  } else if (Array.isArray(value)) {
    for (const item of value) collectLocalUrls(item, found);
  } else if (typeof value === 'object' && value !== null && !(value instanceof Blob)) {
    for (const item of Object.values(value)) collectLocalUrls(item, found);
  }
  return found;
}

/** Must sit inside `<Formik>`: it watches the values to know which URLs are still in use. */
export function PreviewUrlsProvider({ children }: { children: ReactNode }) {
  const { values } = useFormikContext<FormValues>();
  const owned = useRef(new Set<string>());
  const [api] = useState<PreviewUrls>(() => ({
    create(file) {
      const url = URL.createObjectURL(file);
      owned.current.add(url);
      return url;
    },
  }));

  useEffect(() => {
    const inUse = collectLocalUrls(values, new Set());
    for (const url of owned.current) {
      if (!inUse.has(url)) {
        URL.revokeObjectURL(url);
        owned.current.delete(url);
      }
    }
  }, [values]);

  useEffect(() => {
    const urls = owned.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  return <PreviewUrlsContext.Provider value={api}>{children}</PreviewUrlsContext.Provider>;
}
