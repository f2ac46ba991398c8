import { systemClock, type Clock } from '../shared/runtime/clock';
import type { SiteSettingsRepository, StoredSiteSettings } from './site-settings-repository';

/**
 * How long a function instance keeps the site settings it read (the terms' version and the limits the write
 * paths check): an admin's change reaches every instance within this time (docs/architecture.md, "Consent"
 * and "Per-member limits").
 */
export const SETTINGS_CACHE_TTL_MS = 10_000;

/**
 * The site settings, kept in this function instance's memory for SETTINGS_CACHE_TTL_MS, so a write that
 * checks the terms' version or a limit adds no DynamoDB read: one eventually consistent GetItem (0.5 read
 * unit) per instance every 10 s at most, whatever the traffic. A read that fails is not kept (the next
 * request tries again); concurrent misses share one read.
 */
export class SettingsCache {
  private kept: { readonly value: StoredSiteSettings; readonly until: number } | null = null;
  private reading: Promise<StoredSiteSettings> | null = null;

  constructor(
    private readonly source: Pick<SiteSettingsRepository, 'get'>,
    private readonly clock: Clock = systemClock,
    private readonly ttlMs = SETTINGS_CACHE_TTL_MS,
  ) {}

  async get(): Promise<StoredSiteSettings> {
    const now = Date.parse(this.clock());
    if (this.kept && this.kept.until > now) return this.kept.value;
    this.reading ??= this.source
      .get()
      .then((value) => {
        this.kept = { value, until: Date.parse(this.clock()) + this.ttlMs };
        return value;
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  /** Drops what this instance keeps (after an admin saved the settings through it). */
  forget(): void {
    this.kept = null;
  }
}
