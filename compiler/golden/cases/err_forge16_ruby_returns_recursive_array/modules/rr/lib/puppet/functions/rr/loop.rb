# A helper returning a structure that contains itself (a graph helper's bug) to Puppet code.
Puppet::Functions.create_function(:'rr::loop') do
  dispatch :loop do
  end

  def loop
    a = ['x']
    a << a
    a
  end
end
