# Sets variables of the calling scope from Ruby, as wikimedia's role() does (scope['_roles'] = { role => true }).
Puppet::Functions.create_function(:setv) do
  dispatch :setv do
    param 'String', :name
  end
  def setv(name)
    scope = closure_scope
    scope["#{name}_hash"] = { name => true, 'n' => [1, 'two', nil] }
    scope["#{name}_array"] = [name, { 'k' => :undef }]
    scope["#{name}_str"] = name
  end
end
