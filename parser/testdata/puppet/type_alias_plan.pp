type A = Plan
