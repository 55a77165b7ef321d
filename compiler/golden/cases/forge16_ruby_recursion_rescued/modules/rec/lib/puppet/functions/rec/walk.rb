# A recursive walk of a hash that refers to itself (a helper bug): Ruby's stack overflows, and the
# rescue of SystemStackError in the function does not save the compile.
Puppet::Functions.create_function(:'rec::walk') do
  dispatch :walk do
    param 'Hash', :h
  end

  def walk(h)
    node = h.dup
    node['self'] = node
    count(node)
  rescue SystemStackError => e
    "rescued: #{e.message}"
  end

  def count(x)
    x.is_a?(Hash) ? 1 + x.values.sum { |v| count(v) } : 1
  end
end
