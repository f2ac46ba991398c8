import { formatDateTime, formatDay, formatListDate } from './format-date';

describe('board dates in the viewer’s local time', () => {
  const now = new Date(2024, 2, 5, 18, 30);

  it('shows the time for today and the day otherwise', () => {
    expect(formatListDate(new Date(2024, 2, 5, 9, 7).toISOString(), now)).toBe('09:07');
    expect(formatListDate(new Date(2024, 2, 4, 23, 59).toISOString(), now)).toBe('2024.03.04');
    expect(formatListDate(new Date(2023, 2, 5, 9, 7).toISOString(), now)).toBe('2023.03.05');
  });

  it('formats a post date with the time, and nothing for a broken date', () => {
    expect(formatDateTime(new Date(2024, 0, 9, 8, 5).toISOString())).toBe('2024.01.09 08:05');
    expect(formatDay('not a date')).toBe('');
  });
});
