import { startOfSiteDay } from './content-admin-service';
import { siteDay } from '../storage/site-counts';

describe("startOfSiteDay (the dashboard's today, Asia/Seoul)", () => {
  it.each([
    ['2026-11-22T14:59:59.000Z', '2026-11-21T15:00:00.000Z'], // 23:59:59 KST on the 22nd
    ['2026-11-22T15:00:00.000Z', '2026-11-22T15:00:00.000Z'], // midnight KST starts the 23rd
    ['2026-11-22T03:00:00.000Z', '2026-11-21T15:00:00.000Z'], // noon KST on the 22nd
  ])('%s UTC is in the site day that starts at %s UTC', (now, start) => {
    expect(startOfSiteDay(new Date(now))).toBe(start);
  });
});

describe("siteDay (which day's counter a write moves)", () => {
  it.each([
    ['2026-11-22T14:59:59.999Z', '2026-11-22'],
    ['2026-11-22T15:00:00.000Z', '2026-11-23'],
    ['2026-12-31T15:00:00.000Z', '2027-01-01'],
  ])('%s UTC is on %s in Seoul', (at, day) => {
    expect(siteDay(at)).toBe(day);
  });
});
