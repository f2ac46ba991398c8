import { Logger } from './logger';

/** What an operator reads in CloudWatch: one JSON object per line, with the fields Logs Insights queries. */
describe('Logger', () => {
  const saved = { level: process.env.LOG_LEVEL, service: process.env.SERVICE_NAME };
  let out: string[];
  let err: string[];

  beforeEach(() => {
    out = [];
    err = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => out.push(String(chunk)) > 0);
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => err.push(String(chunk)) > 0);
    process.env.LOG_LEVEL = 'INFO';
    process.env.SERVICE_NAME = 'post-api';
  });

  afterEach(() => {
    jest.restoreAllMocks();
    process.env.LOG_LEVEL = saved.level;
    process.env.SERVICE_NAME = saved.service;
  });

  const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes one JSON line with level, message, time, service and the fields given', () => {
    new Logger().info('request', { route: 'GET /boards', status: 200 });
    expect(out).toHaveLength(1);
    expect(out[0]!.endsWith('\n')).toBe(true);
    expect(parsed(out)[0]).toEqual({
      level: 'INFO',
      message: 'request',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      service: 'post-api',
      route: 'GET /boards',
      status: 200,
    });
  });

  it('carries the request id of the invocation, and cold_start true only for the first one', () => {
    const logger = new Logger();
    logger.startInvocation({ awsRequestId: 'req-1', functionName: 'fn' });
    logger.info('first');
    logger.startInvocation({ awsRequestId: 'req-2', functionName: 'fn' });
    logger.info('second');
    expect(parsed(out).map((e) => [e.function_request_id, e.cold_start])).toEqual([
      ['req-1', true],
      ['req-2', false],
    ]);
  });

  it('writes errors with their name, message and stack, to stderr', () => {
    const logger = new Logger();
    logger.error('unexpected fault', new TypeError('boom'));
    logger.warn('store unavailable', { boardId: 'free', error: new Error('timeout') });
    expect(out).toEqual([]);
    const [fault, warning] = parsed(err);
    expect(fault!.error).toEqual({
      name: 'TypeError',
      message: 'boom',
      stack: expect.stringContaining('boom'),
    });
    expect(warning).toMatchObject({ level: 'WARN', boardId: 'free', error: { message: 'timeout' } });
  });

  it('writes nothing below LOG_LEVEL, and nothing at all when SILENT', () => {
    const logger = new Logger();
    process.env.LOG_LEVEL = 'warn';
    logger.info('hidden');
    logger.warn('shown');
    process.env.LOG_LEVEL = 'SILENT';
    logger.error('hidden too');
    expect([...out, ...err].map((line) => JSON.parse(line).message)).toEqual(['shown']);
  });
});
