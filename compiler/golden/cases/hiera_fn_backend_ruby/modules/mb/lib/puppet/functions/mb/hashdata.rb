Puppet::Functions.create_function(:'mb::hashdata') do
  dispatch :hd do
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end
  def hd(options, context)
    { 'hd::a' => options['path'].to_s.split('/').last, 'hd::env' => context.environment_name.to_s, 'hd::interp' => context.interpolate('%{facts.os.family}') }
  end
end
