# The parent of an Object type written in Puppet, read by module Ruby.
Puppet::Functions.create_function(:'geo::inspect_point') do
  dispatch :inspect_point do
    param 'Geo::Point', :p
  end

  def inspect_point(p)
    t = p._pcore_type
    [t.name, (t.parent.nil? ? nil : t.parent.name)].inspect
  end
end
