# A control repository's Hiera as sites run it: a global layer (global/hiera.yaml), the
# environment's layer with role and OS levels, and a module layer; lookup_options in every layer
# (deep merge with merge_hash_arrays, unique, convert_to Sensitive and Array), interpolation with
# legacy top-scope names (%{::role}), quoted dotted keys, %{scope()}, %{alias()} of a hash, %{lookup()}
# and %{literal()}, and automatic parameter lookup into a profile.
$role = 'web'
include profile::base
notice(lookup('profile::base::users', Hash, 'deep'))
notice(lookup('site::dns_servers'))
notice(lookup('site::proxy'))
notice(lookup('site::dotted'))
notice(lookup('"site::quoted.key"', undef, undef, 'nf'))
notice(lookup('site::dotted."a.b"'))
notice(lookup('site::tokens'))
notice(lookup('site::token') =~ Sensitive)
notice(lookup('site::list_from_string'))
notice(lookup('profile::base::motd'))
notice(lookup('site::mixed', { 'merge' => 'deep' }))
