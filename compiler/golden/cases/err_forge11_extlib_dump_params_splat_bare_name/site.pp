# puppet-extlib's README example `* => extlib::dump_params,` (no parentheses): the bare qualified name is a String, not a
# call, so the splat gets a String: Puppet's TYPE_MISMATCH "Expected value of type Hash, got String". Written for this case.
include profile::foobar
