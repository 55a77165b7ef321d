# Loops over an array calling the supplied block for sub groups of it
Puppet::Functions.create_function(:"choria::in_groups_of") do
  dispatch :handler do
    param "Array", :items
    param "Integer", :size
    block_param
  end

  def handler(items, chunk_size)
    arr = items.clone

    count = (arr.size / Float(chunk_size)).ceil

    result = []

    count.times {|s| result <<  arr[s * chunk_size, chunk_size]}

    result.each_with_index do |a|
      yield(a)
    end
  end
end
