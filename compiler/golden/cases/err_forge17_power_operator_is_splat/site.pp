# Puppet has no ** operator: 2 ** 10 is 2 * (*10), a multiplication by an unfolded [10].
notice(2 * 3)
notice(2 ** 10)
