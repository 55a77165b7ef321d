# A version 3 hiera.yaml in an environment is not used (the environment layer must be version 5):
# the lookup finds nothing.
notice(lookup('key'))
