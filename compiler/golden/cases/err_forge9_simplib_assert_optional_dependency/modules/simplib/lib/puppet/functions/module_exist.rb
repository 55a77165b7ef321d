# Written for this case: simplib's unqualified module_exist, which assert_optional_dependency calls
# (not in the code index), answered by simplib::module_exist's logic in short.
Puppet::Functions.create_function(:module_exist) do
  dispatch :module_exist do
    required_param 'String[1]', :module_name
  end

  def module_exist(module_name)
    !Puppet::Module.find(module_name, closure_scope.compiler.environment.to_s).nil?
  end
end
