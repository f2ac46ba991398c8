import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One structured (JSON) logger per function. The service name comes from POWERTOOLS_SERVICE_NAME, set by the
 * house Lambda construct. Never log tokens, passwords or whole events: log ids and outcomes.
 */
export const logger = new Logger();
