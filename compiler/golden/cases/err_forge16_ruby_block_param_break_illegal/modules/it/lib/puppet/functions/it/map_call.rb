Puppet::Functions.create_function(:'it::map_call') do
  dispatch :map_call do
    param 'Array', :list
    block_param :block
  end

  def map_call(list, &block)
    list.each_with_index.map { |x, i| block.arity == 2 ? block.call(x, i) : block.call(x) }
  end
end
