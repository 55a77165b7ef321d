Puppet::Functions.create_function(:'m::multi') do
  dispatch :two do
    param 'Integer', :a
    optional_param 'Integer', :b
    return_type 'Integer'
  end
  dispatch :strs do
    param 'String', :s
    repeated_param 'String', :rest
  end
  dispatch :blk do
    param 'Array', :arr
    block_param 'Callable[1,1]', :block
  end
  def two(a, b = 10) a * b end
  def strs(s, *rest) ([s] + rest).map(&:upcase).join('|') end
  def blk(arr, &block) arr.map { |x| block.call(x) }.sort end
end
