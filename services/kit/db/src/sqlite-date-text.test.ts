import { sqliteDateText } from './sqlite-statements-in-order.ts';

describe('sqliteDateText', () => {
  it('When a date is written as text, then it has the form Sequelize stores a DATE(3) in SQLite, milliseconds padded, in UTC', () => {
    expect(sqliteDateText(new Date('2026-11-26T06:45:01.500Z'))).toBe('2026-11-26 06:45:01.500 +00:00');
    expect(sqliteDateText(new Date('2026-01-02T00:00:00.005Z'))).toBe('2026-01-02 00:00:00.005 +00:00');
  });

  it('When the text is read back as a date, then it is the same instant', () => {
    const date = new Date('2026-12-05T23:59:59.999Z');
    expect(new Date(sqliteDateText(date)).getTime()).toBe(date.getTime());
  });
});
