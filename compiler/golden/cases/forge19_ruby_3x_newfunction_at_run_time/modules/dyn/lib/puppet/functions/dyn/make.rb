# Helper libraries sometimes define 3.x functions on the fly (Puppet's
# newfunction from Ruby at run time), then call them through the scope.
Puppet::Functions.create_function(:'dyn::make', Puppet::Functions::InternalFunction) do
  dispatch :make do
    scope_param
    param 'String', :name
  end

  def make(scope, name)
    out = []
    Puppet::Parser::Functions.newfunction(:dyn_made, type: :rvalue, arity: 1) { |args| "made-#{args[0]}" }
    out << Puppet::Parser::Functions.function(:dyn_made).to_s
    out << scope.function_dyn_made([name])
    out << scope.respond_to?(:function_dyn_made).to_s
    out
  end
end
