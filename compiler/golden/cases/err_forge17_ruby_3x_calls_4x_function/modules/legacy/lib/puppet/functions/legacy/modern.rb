# A 4.x function calling the module's 3.x functions and Puppet's own through call_function.
Puppet::Functions.create_function(:'legacy::modern', Puppet::Functions::InternalFunction) do
  dispatch :modern do
    scope_param
    param 'String', :name
  end

  def modern(scope, name)
    [
      call_function('legacy_has_function', 'legacy_render'),
      call_function('legacy_has_function', 'nope_nothing'),
      scope.function_legacy_conf_line(['legacy::port']),
      call_function('sprintf', '%05.1f|%-4s|', 3.14159, name),
    ]
  end
end
