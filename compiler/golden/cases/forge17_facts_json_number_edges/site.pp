# Facts as a facts file may carry them (an underflowing float, -0.0, an exponent without a
# fraction): Puppet reads them with JSON.parse.
notice($facts['tiny'])
notice($facts['neg_zero'])
notice($facts['exp_int'])
notice(type($facts['exp_int']))
