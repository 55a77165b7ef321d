# Written for this case (QA-FORGE-9): a lookup_key function that answers 'x::*' keys by interpolating
# another key back through Hiera (context.interpolate with lookup()), as cirrax/hiera-pfunc's pfunc_lookup does.
Puppet::Functions.create_function(:rk_lookup) do
  dispatch :rk_lookup do
    param 'String', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def rk_lookup(key, options, context)
    return context.not_found unless key.start_with?('x::')
    "via rk: " + context.interpolate("%{lookup('plain::value')}")
  end
end
