import { z } from 'zod';
import { AppError, errors, validate } from './index.ts';

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
    expect(error.code).toBe('request.invalid');
    expect(error.message).toBe('Name is required');
    expect(error.details).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'age', message: 'age must be positive' },
    ]);
  });
});

describe('errors factories', () => {
  test('When each factory is called, then it returns an AppError with the matching status and code', () => {
    expect(errors.badRequest('bad')).toMatchObject({ status: 400, code: 'request.invalid', message: 'bad' });
    expect(errors.badRequest('bad', { f: 1 }, 'quiz.too_few')).toMatchObject({ status: 400, code: 'quiz.too_few', details: { f: 1 } });
    expect(errors.unauthorized('admin.denied', 'no')).toMatchObject({ status: 401, code: 'admin.denied' });
    expect(errors.notFound('quiz.not_found', 'Quiz Not Found')).toMatchObject({ status: 404, code: 'quiz.not_found' });
    expect(errors.conflict('x.taken', 'taken')).toMatchObject({ status: 409, code: 'x.taken' });
    expect(errors.gone('quiz.expired', 'expired')).toMatchObject({ status: 410, code: 'quiz.expired' });
    expect(errors.tooLarge('too big')).toMatchObject({ status: 413, code: 'request.too_large', message: 'too big' });
  });

  test('When an AppError has a cause, then the cause is kept for logs', () => {
    const cause = new Error('db down');
    expect(new AppError({ status: 503, code: 'x', message: 'm', cause }).cause).toBe(cause);
  });
});
