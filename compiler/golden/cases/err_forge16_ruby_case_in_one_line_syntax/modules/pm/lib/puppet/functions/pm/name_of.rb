# Pattern matching written on one line: Ruby reads `case r in {...}` as `case (r in {...})`, then
# `then` has no `when`: a syntax error.
Puppet::Functions.create_function(:'pm::name_of') do
  dispatch :name_of do
    param 'Hash', :r
  end

  def name_of(r)
    case r in { name: String => n } then n end
  end
end
