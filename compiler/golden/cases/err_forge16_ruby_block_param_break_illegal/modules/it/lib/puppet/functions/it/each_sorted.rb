# Iteration helpers taking a Puppet lambda (as stdlib 9's stdlib::sort_by and voxpupuli helpers do):
# what the lambda's next(), break() and return() do when Ruby calls it.
Puppet::Functions.create_function(:'it::each_sorted') do
  dispatch :each_sorted do
    param 'Hash', :h
    block_param 'Callable[2, 2]', :block
  end

  def each_sorted(h)
    out = []
    h.keys.sort.each { |k| out << yield(k, h[k]) }
    out
  end
end
