# Written for this case (QA-FORGE-9): a lookup_key function that answers 'x::*' keys by calling lookup() for
# another key through call_function (the nested lookup passes this level again), and a data_dig level.
Puppet::Functions.create_function(:rk2_lookup) do
  dispatch :rk2_lookup do
    param 'String', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def rk2_lookup(key, options, context)
    return context.not_found unless key.start_with?('x::')
    inner = call_function('lookup', 'plain::value')
    nested = key == 'x::outer' ? call_function('lookup', 'x::inner') : nil
    [key, inner, nested, context.interpolate('%{facts.os.family}')]
  end
end
