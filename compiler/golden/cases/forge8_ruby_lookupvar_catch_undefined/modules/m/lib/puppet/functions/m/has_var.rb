# QA-FORGE-8: the idiom of puppetlabs-servicenow_cmdb_integration's getvar (and Puppet's own getvar):
# Scope#lookupvar throws :undefined_variable when a catch for it is active, instead of warning.
Puppet::Functions.create_function(:'m::has_var') do
  dispatch :has_var do
    param 'String', :name
  end

  def has_var(name)
    catch(:undefined_variable) do
      value = closure_scope.lookupvar(name)
      return "found #{name}: #{value.inspect}"
    end
    "missing #{name}"
  end
end
