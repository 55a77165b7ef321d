Puppet::Functions.create_function(:'m::thrown') do
  dispatch :thrown do
    param 'String', :name
  end

  def thrown(name)
    outcome = catch(:undefined_variable) do
      value = closure_scope.lookupvar(name)
      return "found #{value.inspect}"
    end
    "thrown #{outcome.inspect}"
  end
end
