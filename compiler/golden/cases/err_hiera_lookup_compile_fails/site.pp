# The environment of the `punch lookup --compile` recording of a compile that fails
# (environments/testdata/lookup/compile_error): the lookup never happens.
notice('before the failure')
fail('the compile fails')
