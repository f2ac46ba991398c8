// The value of a file field (components/form/README.md): what the form keeps for one chosen or already stored file.

/** A file the user picked in this browser; `filePath` is an object URL for previewing it. */
export interface LocalFileValue {
  fileName: string;
  fileSize: number;
  /** `blob:` URL from `URL.createObjectURL`; the form revokes it once no value refers to it. */
  filePath: string;
  isLocal: true;
  file: File;
}

/** A file already stored on the server (e.g. when editing a record); `filePath` is its URL. */
export interface StoredFileValue {
  fileName: string;
  fileSize: number;
  filePath: string;
  isLocal: false;
  file?: undefined;
}

export type FileValue = LocalFileValue | StoredFileValue;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Form values are untyped at run time; this tells a file value from anything else stored under a name. */
export function isFileValue(value: unknown): value is FileValue {
  return (
    isRecord(value) &&
    typeof value.fileName === 'string' &&
    typeof value.fileSize === 'number' &&
    typeof value.filePath === 'string' &&
    typeof value.isLocal === 'boolean'
  );
}

const IMAGE_EXTENSION = /\.(apng|avif|bmp|gif|ico|jpe?g|png|svg|webp)$/i;

/** Local files know their MIME type; stored ones only have a name, so the extension decides. */
export function isImageFile(value: FileValue): boolean {
  if (value.isLocal && value.file.type) return value.file.type.startsWith('image/');
  return IMAGE_EXTENSION.test(value.fileName);
}

/** Human-readable size for the file field's caption, e.g. `1.5 KB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'] as const;
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size.toFixed(1)} ${units[unit]}`;
}
