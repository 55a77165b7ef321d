# Reduced from wikimedia/operations-puppet's role(): a 4.x function's closure_scope is the top scope;
# scope['_role'] = sets $::_role there (seen by Puppet code and Hiera's %{::_role}).
Puppet::Functions.create_function(:setrole) do
  dispatch :main do
    param 'String', :main_role
  end
  def main(main_role)
    scope = closure_scope
    scope['_role'] = main_role.gsub(/::/, '/')
    call_function('include', 'demo')
  end
end
