function environment::envkv(String $key, Hash $options, Puppet::LookupContext $context) {
  if $key == 'env::k' { "env ${key} ${type($context)} ${context.module_name =~ Undef}" } else { $context.not_found }
}
