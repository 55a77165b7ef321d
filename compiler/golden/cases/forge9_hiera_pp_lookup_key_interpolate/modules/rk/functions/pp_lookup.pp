# Written for this case (QA-FORGE-9): a Puppet-language lookup_key function whose answer interpolates another
# key back through Hiera ($context.interpolate with lookup()).
function rk::pp_lookup(String $key, Hash $options, Puppet::LookupContext $context) {
  if $key =~ /^x::/ {
    "via pp: ${context.interpolate('%{lookup(\'plain::value\')}')}"
  } else {
    $context.not_found()
  }
}
