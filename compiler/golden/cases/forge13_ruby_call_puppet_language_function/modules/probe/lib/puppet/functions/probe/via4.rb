# Written for this case: Puppet-language functions of a module called from module Ruby.
Puppet::Functions.create_function(:'probe::via4') do
  dispatch :run do
  end

  def run
    [call_function('probe::double', 4), call_function('probe::double', -1), call_function('probe::double', 3, 3),
     (begin; call_function('probe::double', 'x'); rescue Puppet::Error, ArgumentError => e; e.message; end)]
  end
end
