# strict_variables = true as sites set it: defined(), getvar(), facts
# hash misses, undef parameters, EPP parameters and ERB instance variables
# are not unknown-variable errors.
include app
