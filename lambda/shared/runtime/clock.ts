/**
 * The current time, as the ISO 8601 UTC string every stored timestamp is. Services take one (default: the
 * system clock) so tests can fix the time; code that needs arithmetic parses it (`new Date(clock())`).
 */
export type Clock = () => string;

export const systemClock: Clock = () => new Date().toISOString();

/** A clock reading as whole seconds since the epoch (DynamoDB's TTL attributes). */
export const epochSeconds = (at: string): number => Math.floor(Date.parse(at) / 1000);
