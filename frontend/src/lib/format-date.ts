/**
 * Dates as Korean community boards print them, in the viewer's local time: `YYYY.MM.DD` in lists (the time,
 * `HH:mm`, for today's posts), `YYYY.MM.DD HH:mm` on a post and its comments.
 */
const pad = (n: number) => String(n).padStart(2, '0');

function parts(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDay(iso: string): string {
  const date = parts(iso);
  if (!date) return '';
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
}

export function formatTime(iso: string): string {
  const date = parts(iso);
  return date ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** `HH:mm` when the date is today where the viewer is, else `YYYY.MM.DD`. */
export function formatListDate(iso: string, now: Date = new Date()): string {
  const date = parts(iso);
  if (!date) return '';
  const today =
    date.getFullYear() === now.getFullYear() &&
    date.getMonth() === now.getMonth() &&
    date.getDate() === now.getDate();
  return today ? formatTime(iso) : formatDay(iso);
}

export function formatDateTime(iso: string): string {
  const date = parts(iso);
  return date ? `${formatDay(iso)} ${formatTime(iso)}` : '';
}
