function mb::ppkv(String $key, Hash $options, Puppet::LookupContext $context) {
  if $key =~ /^pp::/ {
    $n = $context.cache_has_key('n') ? { true => $context.cached_value('n') + 1, default => 1 }
    $context.cache('n', $n)
    $context.explain || { "explained ${key}" }
    "pp ${key} ${options['x']} ${context.environment_name} ${context.module_name} n=${n} ${context.interpolate('%{facts.os.family}')}"
  } else {
    $context.not_found()
  }
}
