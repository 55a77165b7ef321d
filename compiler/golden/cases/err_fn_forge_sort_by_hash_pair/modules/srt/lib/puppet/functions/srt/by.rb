# A 4.x function handing its Puppet lambda to Ruby's Hash#sort_by as a block, as puppetlabs-stdlib
# 9's stdlib::sort_by does (Iterable.asserted_iterable(self, hsh).sort_by(&block).to_h).
Puppet::Functions.create_function(:'srt::by') do
  dispatch :by_hash do
    param 'Hash', :hsh
    block_param 'Variant[Callable[1,1], Callable[2,2]]', :block
  end

  def by_hash(hsh, &block)
    Puppet::Pops::Types::Iterable.asserted_iterable(self, hsh).sort_by(&block).to_h
  end
end
