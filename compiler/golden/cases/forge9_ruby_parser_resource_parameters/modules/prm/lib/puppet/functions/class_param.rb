# Written for this case (QA-FORGE-9): Puppet::Parser::Resource#parameters (a Hash of Symbol =>
# Puppet::Parser::Resource::Param), as simp-simplib's simplib::lookup reads a declared class's parameter.
Puppet::Functions.create_function(:class_param) do
  dispatch :class_param do
    param 'String', :class_name
    param 'String', :param_name
  end

  def class_param(class_name, param_name)
    res = closure_scope.find_global_scope.catalog.resource("Class[#{class_name}]")
    return 'no such class' unless res
    params = res.parameters
    p = params[param_name.to_sym]
    [params.keys.map(&:to_s).sort, params.class.to_s, p && p.value, p && p.name.to_s, p.class.to_s]
  end
end
