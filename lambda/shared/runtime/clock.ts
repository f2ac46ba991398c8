/**
 * The current time, as the ISO 8601 UTC string every stored timestamp is. Services take one (default: the
 * system clock) so tests can fix the time; code that needs arithmetic parses it (`new Date(clock())`).
 */
export type Clock = () => string;

export const systemClock: Clock = () => new Date().toISOString();
