Puppet::Functions.create_function(:'rt::make', Puppet::Functions::InternalFunction) do
  dispatch :make do
    scope_param
  end

  def try
    yield.inspect
  rescue StandardError => e
    "#{e.class}: #{e.message}"
  end

  def make(scope)
    out = []
    out << try { Puppet::Parser::Functions.function(:rt_echo) }
    out << try { Puppet::Parser::Functions.rvalue?(:rt_echo) }
    out << try {
      Puppet::Parser::Functions.newfunction(:rt_echo, :type => :rvalue, :arity => -2, :doc => 'echo') do |args|
        args.map { |a| a.inspect }.join(',')
      end
    }
    out << try { Puppet::Parser::Functions.newfunction(:rt_stmt, :arity => 1) { |args| "stmt-#{args[0]}" } }
    out << try { Puppet::Parser::Functions.function(:rt_echo) }
    out << try { [Puppet::Parser::Functions.rvalue?(:rt_echo), Puppet::Parser::Functions.arity(:rt_echo)] }
    out << try { [Puppet::Parser::Functions.rvalue?(:rt_stmt), Puppet::Parser::Functions.arity(:rt_stmt)] }
    out << try { scope.function_rt_echo(['a', :undef, nil, { 'h' => 1 }]) }
    out << try { scope.function_rt_echo([]) }
    out << try { scope.function_rt_stmt(['s']) }
    out << try { scope.function_rt_stmt(%w[a b]) }
    out << try { scope.function_rt_echo('not an array') }
    out << try { scope.respond_to?(:function_rt_echo) }
    out << try { call_function('rt_echo', 'via', 'call_function') }
    out << try { scope.call_function('rt_echo', ['via', 'scope']) }
    out << try { Puppet::Parser::Functions.newfunction(:rt_stmt, :type => :rvalue) { |args| "again-#{args.size}" } }
    out << try { scope.function_rt_stmt([1, 2]) }
    out << try { Puppet::Parser::Functions.newfunction(:rt_bad, :type => :other) { |args| 1 } }
    out << try { Puppet::Parser::Functions.newfunction(:rt_noblock) }
    out << try { Puppet::Parser::Functions.function(:rt_bad) }
    out << try { Puppet::Parser::Functions.newfunction(:rt_ret, :type => :rvalue) { |args| [:undef, { 'a' => :undef }] } }
    out << try { scope.function_rt_ret([]) }
    out
  end
end
