Puppet::Functions.create_function(:'probe::mod_lookup_key') do
  dispatch :lk do
    param 'String', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def lk(key, options, context)
    return context.not_found unless key.start_with?('probe::')
    "module layer #{context.module_name} #{context.environment_name} #{key}"
  end
end
