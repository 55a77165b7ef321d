# == Function: role ( string $role_name [, string $... ] )
#
# Declare the _roles variable (or add keys to it), and if the role class
# role::$role_name is in the scope, include it. This is roughly a
# shortcut for
#
# $::_roles[foo] = true
# include role::foo
#
# and has the notable advantage over that the syntax is shorter. Also,
# this function  will refuse to run anywhere but at the node scope,
# thus making any additional role added to a node explicit.
Puppet::Functions.create_function(:role) do
  dispatch :main do
    param 'String', :main_role
  end
  def main(main_role)
    scope = closure_scope
    # Check if the function has already been called
    if scope.include? '_role'
      raise Puppet::ParseError, "role() can only be called once per node"
    end
    role = main_role.gsub(/^::/, '')
    # Backwards compat
    scope['_roles'] = { role => true }
    # This is where we're going in the future
    scope['_role'] = role
    rolename = 'role::' + role
    call_function('include', rolename)
  end
end
