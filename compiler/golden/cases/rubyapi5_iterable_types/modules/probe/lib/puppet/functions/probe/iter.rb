# Puppet::Pops::Types::Iterable as module functions call it (stdlib 9's merge and
# friends): Iterable.on / asserted_iterable of Integer types, Enum types, aliases,
# Integers and ranges, and what the iterator answers.
Puppet::Functions.create_function(:'probe::iter') do
  dispatch :iter do
    param 'Any', :value
  end

  def iter(value)
    it = Puppet::Pops::Types::Iterable.on(value)
    return 'nil' if it.nil?
    parts = []
    parts << "hash_style=#{it.hash_style?}"
    parts << "size=#{it.size}"
    firsts = []
    begin
      2.times { firsts << it.next }
    rescue StopIteration
      firsts << 'stop'
    end
    parts << "next=#{firsts.inspect}"
    rest = []
    it.each { |v| rest << v }
    parts << "each=#{rest.inspect}"
    again = Puppet::Pops::Types::Iterable.on(value)
    parts << "step2=#{again.step(2).to_a.inspect}" if again.respond_to?(:step)
    parts << "reverse=#{Puppet::Pops::Types::Iterable.on(value).reverse_each.to_a.inspect}"
    parts.join(' ')
  end
end
