import * as fc from 'fast-check';
import { allocateTypes, spreadCount } from './question-provider.ts';
import { prepareTestEnvironment } from '../../test/setup/test-environment.ts';

prepareTestEnvironment();

describe('how many questions of each type, and from which part', () => {
  it('When any count is spread over any weights, then the parts add up and follow the weights within one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 30 }), (total, weights) => {
        const parts = spreadCount(total, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        const sum = weights.reduce((a, b) => a + b, 0);
        // With no weight at all the count is spread evenly.
        const ideal = (i: number) => (sum > 0 ? (total * weights[i]!) / sum : total / weights.length);
        parts.forEach((p, i) => expect(Math.abs(p - ideal(i))).toBeLessThan(1));
      }),
    );
  });

  it('When both types are asked for, then the count is split evenly with multiple choice taking the odd one', () => {
    expect(allocateTypes(5, ['mcq', 'essay'])).toEqual({ mcq: 3, essay: 2 });
    expect(allocateTypes(4, ['essay'])).toEqual({ mcq: 0, essay: 4 });
  });
});
