Puppet::Functions.create_function(:'dsp::f') do
  dispatch :f do
    param 'Array', :list
    block_param 'Callable[1, 2]', :blk
  end
  def f(list, &blk) = list.map { |x| blk.call(x) }
end
