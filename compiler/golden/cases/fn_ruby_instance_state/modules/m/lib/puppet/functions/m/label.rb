# A function instance lives as long as its loader (the compile): its
# instance variables carry from one call to the next.
Puppet::Functions.create_function(:'m::label') do
  dispatch :label do
    param 'String', :s
  end

  def label(s)
    call_function('upcase', s) + '-' + count.to_s
  end

  def count
    @count = (@count || 0) + 1
  end
end
