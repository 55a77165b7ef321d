# cirrax/hiera-pfunc: a module-data lookup_key backend that calls Puppet functions from Hiera: keys of the form
# 'params||function', context.interpolate("%{alias('...')}") back into Hiera, context.cache / cached_value,
# values that are lookup()/alias() interpolations of such keys; plus direct lookups.
include pfunc
notice(lookup('pfunc::testparams::split||pfunc::split'))
notice(lookup('pfunc::hex'))
notice(lookup('pfunc::nosuch', { 'default_value' => 'not found' }))
