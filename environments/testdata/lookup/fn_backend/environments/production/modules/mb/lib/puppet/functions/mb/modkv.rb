Puppet::Functions.create_function(:'mb::modkv') do
  def modkv(key, options, context)
    context.not_found unless key.start_with?('mb::')
    "#{key} from #{context.module_name} in #{context.environment_name} #{options.inspect}"
  end
end
