# A Ruby function given a Pcore Object: its readers, to_s, ==, and the object itself returned.
Puppet::Functions.create_function(:'rob::describe') do
  dispatch :describe do
    param 'Rob::Point', :p
    param 'Rob::Point', :q
  end

  def describe(p, q)
    ["#{p.x}/#{p.y}/#{p.on}", p.to_s, p == q, p._pcore_init_hash, p]
  end
end
