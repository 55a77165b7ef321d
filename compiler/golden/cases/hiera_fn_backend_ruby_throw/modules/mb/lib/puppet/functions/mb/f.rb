Puppet::Functions.create_function(:'mb::f') do
  def f(key, options, context)
    throw :no_such_key unless key == 'k::a'
    begin
      context.not_found if options['path'].nil?
    rescue StandardError => e
      return 'rescued'
    end
    r = catch(:no_such_key) { context.not_found; 'after' }
    "caught #{r.inspect} #{options.keys.sort.join(',')}"
  end
end
