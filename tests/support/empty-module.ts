// Stands in for "server-only" under vitest, which does not run React's server condition.
export {};
