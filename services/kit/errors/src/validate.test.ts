import { z } from 'zod';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { AppError, validate } from './index.ts';

const schema = z.object({ name: z.string().min(1, 'Name is required'), age: z.number().int().min(0, 'age must be positive') });

describe('validate', () => {
  test('When the value matches, then the parsed output is returned', () => {
    expect(validate(schema, { name: 'Ann', age: 3, extra: true })).toEqual({ name: 'Ann', age: 3 });
  });

  test('When the value is wrong, then a 400 request.invalid AppError carries the first message and all issues', () => {
    let caught: unknown;
    try {
      validate(schema, { name: '', age: -1 });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    const error = caught as AppError;
    expect(error.status).toBe(400);
    expect(error.code).toBe(HTTP_ERRORS.requestInvalid.code);
    expect(error.message).toBe('Name is required');
    expect(error.details).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'age', message: 'age must be positive' },
    ]);
  });
});

describe('AppError', () => {
  const THING_GONE = { code: 'thing.gone', status: 410, message: 'The thing is gone' } as const;

  test('When it is built from a catalogue entry, then status, code and message are the entry\'s', () => {
    expect(new AppError(THING_GONE)).toMatchObject({ status: 410, code: 'thing.gone', message: 'The thing is gone' });
    expect(new AppError(HTTP_ERRORS.requestTooLarge)).toMatchObject({ status: 413, code: HTTP_ERRORS.requestTooLarge.code });
  });

  test('When a throw adds a message, details and headers, then they travel with the entry\'s status and code', () => {
    const error = new AppError(THING_GONE, { message: 'The thing "x" is gone', details: { thing: 'x' }, headers: { 'Retry-After': '1' } });
    expect(error).toMatchObject({ status: 410, code: 'thing.gone', message: 'The thing "x" is gone', details: { thing: 'x' }, headers: { 'Retry-After': '1' } });
  });

  test('When an AppError has a cause, then the cause is kept for logs', () => {
    const cause = new Error('db down');
    expect(new AppError(THING_GONE, { cause }).cause).toBe(cause);
  });
});
