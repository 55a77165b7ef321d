require 'set'
# A Ruby function returning Symbols, as module code does ({ bind: ... }).
Puppet::Functions.create_function(:'fix9sym::sym') do
  def sym(n = nil)
    return :bind if n.nil?
    return :'a b' if n == 2
    return Set.new([1]) if n == 3
    { bind: 1, :k => :v, 'a' => [:x, :y], :'a b' => :'c-d' }
  end
end
