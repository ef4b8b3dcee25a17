import { Route } from 'wouter';

export function Fixture() {
  return <Route path="/">fixture</Route>;
}
