import { describe, expect, it } from 'vitest';
import { createLog, errorFields } from './log';

const at = () => new Date('2026-11-28T10:00:00.000Z');

describe('createLog', () => {
  it('writes one JSON object a line, with its level, time and fields', () => {
    const lines: string[] = [];
    const log = createLog('info', (line) => lines.push(line), at);
    log.info('request', { method: 'GET', status: 200 });
    expect(lines).toEqual([
      '{"time":"2026-11-28T10:00:00.000Z","level":"info","msg":"request","method":"GET","status":200}\n',
    ]);
  });

  it('leaves out what is below its level', () => {
    const lines: string[] = [];
    const log = createLog('warn', (line) => lines.push(line), at);
    log.debug('a');
    log.info('b');
    log.warn('c');
    log.error('d');
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['c', 'd']);
    const silent: string[] = [];
    createLog('silent', (line) => silent.push(line), at).error('e');
    expect(silent).toEqual([]);
  });

  it('keeps an error whole in the log: name, message, stack', () => {
    const fields = errorFields(new TypeError('bad'));
    expect(fields).toMatchObject({ error: 'bad', errorName: 'TypeError' });
    expect(String(fields.stack)).toContain('log.test.ts');
    expect(errorFields('plain')).toEqual({ error: 'plain' });
  });
});
